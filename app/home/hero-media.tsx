import { useEffect, useRef, useState } from 'react';
import { hero } from '~/content/home';
import { cn } from '~/lib/cn';
import { prefersReducedMotion } from '~/lib/scroll';
import { Picture } from '~/ui/picture';

/** The video is laid over the still this long after hydration. */
const HERO_VIDEO_DELAY_MS = 100;

/** The jar still (the LCP), then the video once it has a frame, unless motion is reduced. */
export function HeroMedia() {
  // Null while the video is not shown; then the poster URL ('' when the still has none yet).
  const [poster, setPoster] = useState<string | null>(null);
  const [hasFrame, setHasFrame] = useState(false);
  const stillRef = useRef<HTMLImageElement>(null);
  const { image, video } = hero;

  useEffect(() => {
    if (prefersReducedMotion() || wantsToSaveData()) return;
    const timer = window.setTimeout(() => {
      // The poster is the file the still already loaded, so it costs no second download.
      const still = stillRef.current;
      setPoster(still?.currentSrc || still?.src || '');
    }, HERO_VIDEO_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    // What the first screen leaves (≥ 200 px); under 600 px tall, room for the cookie choice too.
    <div className="relative mx-auto aspect-[4/5] h-[min(max(12.5rem,calc(100svh-26rem)),calc((100vw-2rem)*1.25))] max-w-full group-has-[[data-star-rating]]/hero:h-[min(max(12.5rem,calc(100svh-27.75rem)),calc((100vw-2rem)*1.25))] md:h-auto md:w-full md:max-w-md [@media(max-height:600px)]:h-[min(max(6rem,calc(100svh-30rem)),calc((100vw-2rem)*1.25))]!">
      <Picture
        image={image}
        alt={image.alt}
        sizes={image.sizes}
        isPriority
        imgRef={stillRef}
        className="absolute inset-0 size-full object-contain"
      />
      {poster !== null && (
        <video
          autoPlay
          muted
          loop
          playsInline
          poster={poster || undefined}
          aria-hidden="true"
          width={video.width}
          height={video.height}
          onError={() => setPoster(null)}
          onLoadedData={() => setHasFrame(true)}
          onPlaying={() => setHasFrame(true)}
          // Its box is its picture, a pixel inside the still's on each side: a video's largest
          // paint counts the whole box, so a wider one would be the page's LCP when it starts.
          className={cn(
            'absolute inset-px m-auto size-auto max-h-[calc(100%-2px)] max-w-[calc(100%-2px)]',
            !hasFrame && 'opacity-0',
          )}
        >
          {video.sources.map((source) => (
            <source
              key={source.src}
              src={source.src}
              type={source.type}
              // A source that fails to load fires here, not on the video element.
              onError={source === video.sources.at(-1) ? () => setPoster(null) : undefined}
            />
          ))}
        </video>
      )}
    </div>
  );
}

function wantsToSaveData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}
