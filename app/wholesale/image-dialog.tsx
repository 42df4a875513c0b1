import { useEffect, useRef } from 'react';
import type { GalleryImage } from '~/content/wholesale';
import { Picture } from '~/ui/picture';

type ImageDialogProps = { image: GalleryImage | null; closeLabel: string; onClose: () => void };

/** The enlarged image in a modal <dialog>; focus returns to the thumbnail when it closes. */
export function ImageDialog({ image, closeLabel, onClose }: ImageDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (image && !dialog.open) dialog.showModal();
    if (!image && dialog.open) dialog.close();
  }, [image]);

  return (
    // A click on the dialog element itself is a click on the backdrop: its content fills it.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- Escape and the close button are the keyboard ways out
    <dialog
      ref={dialogRef}
      aria-label={image?.caption}
      onClose={onClose}
      onClick={(event) => event.target === event.currentTarget && onClose()}
      className="m-auto max-h-[92dvh] w-[min(92vw,46rem)] overflow-visible bg-transparent p-0 backdrop:bg-night/80"
    >
      {image && (
        <figure className="relative rounded-2xl bg-cream p-3 shadow-2xl">
          <Picture
            image={image.image}
            alt={image.alt}
            sizes="(min-width: 800px) 736px, 92vw"
            className="h-auto max-h-[calc(92dvh-5rem)] w-full rounded-xl object-contain"
          />
          <figcaption className="mt-2 flex items-center justify-between gap-4 pl-1 text-ink">
            <span className="font-medium">{image.caption}</span>
            <button
              type="button"
              onClick={onClose}
              className="inline-flex min-h-12 items-center rounded-full bg-night px-5 font-semibold text-cream hover:bg-night-soft"
            >
              {closeLabel}
            </button>
          </figcaption>
        </figure>
      )}
    </dialog>
  );
}
