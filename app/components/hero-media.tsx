import { useEffect, useState } from 'react';
import { hero } from '~/content/home';
import { prefersReducedMotion } from '~/lib/scroll';

/** Spec §4/§9: the bottle video is hidden at first and shown after 100 ms. */
export const HERO_VIDEO_DELAY_MS = 100;

/**
 * The jar still (poster, fallback and the page's largest image) with the looping video laid
 * over it once the page is interactive. Reduced motion or a video that fails keeps the still.
 */
export function HeroMedia() {
  const [isVideoShown, setIsVideoShown] = useState(false);
  const { image, video } = hero;

  useEffect(() => {
    if (prefersReducedMotion()) return;
    const timer = window.setTimeout(() => setIsVideoShown(true), HERO_VIDEO_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <div className="relative mx-auto aspect-[4/5] w-full max-w-md">
      <img
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        fetchPriority="high"
        decoding="async"
        className="absolute inset-0 size-full object-contain"
      />
      {isVideoShown && (
        <video
          autoPlay
          muted
          loop
          playsInline
          poster={image.src}
          aria-hidden="true"
          width={image.width}
          height={image.height}
          onError={() => setIsVideoShown(false)}
          className="absolute inset-0 size-full object-contain"
        >
          {video.sources.map((source) => (
            <source key={source.src} src={source.src} type={source.type} />
          ))}
        </video>
      )}
    </div>
  );
}
