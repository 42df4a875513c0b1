import { type MouseEvent, useState } from 'react';
import { type GalleryImage, wholesale } from '~/content/wholesale';
import { isModifiedClick } from '~/lib/modified-click';
import { largestImageSrc } from '~/lib/responsive-image';
import { ImageDialog } from './image-dialog';
import { Picture } from '~/ui/picture';

/** Three thumbnails that open the image in a dialog; links to the image without JavaScript. */
export function ImageGallery() {
  // A new object for each open: the same picture asked for again, before the dialog's close
  // event of the last time has come, still opens it (issue 66).
  const [shown, setShown] = useState<{ image: GalleryImage } | null>(null);
  const { gallery } = wholesale;

  return (
    <section aria-labelledby="gallery-heading" className="mt-14">
      <h2 id="gallery-heading" className="text-3xl font-semibold">
        {gallery.heading}
      </h2>
      <p className="mt-2 text-lg text-ink-soft">{gallery.intro}</p>
      <ul className="mt-6 grid grid-cols-3 gap-3 sm:gap-6">
        {gallery.images.map((item) => (
          <li key={item.id}>
            <a
              href={largestImageSrc(item.image)}
              aria-haspopup="dialog"
              aria-label={gallery.enlarge(item.caption)}
              onClick={(event: MouseEvent<HTMLAnchorElement>) => {
                if (isModifiedClick(event)) return;
                event.preventDefault();
                setShown({ image: item });
              }}
              className="group block w-full overflow-hidden rounded-2xl border border-honey-200 bg-white text-left shadow-sm"
            >
              <Picture
                image={item.image}
                alt=""
                sizes="(min-width: 1024px) 240px, 30vw"
                className="aspect-square h-auto w-full object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
              />
            </a>
            <p className="mt-2 text-sm font-medium text-ink-soft sm:text-base">{item.caption}</p>
          </li>
        ))}
      </ul>
      <ImageDialog shown={shown} closeLabel={gallery.close} onClose={() => setShown(null)} />
    </section>
  );
}
