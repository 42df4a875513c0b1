import { useEffect, useRef } from 'react';
import type { GalleryImage } from '~/content/wholesale';
import { Picture } from '~/ui/picture';

type ImageDialogProps = {
  /** A new object for each request to open; null closes it. */
  shown: { image: GalleryImage } | null;
  closeLabel: string;
  onClose: () => void;
};

/** The enlarged image in a modal <dialog>; focus returns to the thumbnail when it closes. */
export function ImageDialog({ shown, closeLabel, onClose }: ImageDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const image = shown?.image;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (shown && !dialog.open) dialog.showModal();
    if (!shown && dialog.open) dialog.close();
  }, [shown]);

  return (
    // A click on the dialog element itself is a click on the backdrop: its content fills it.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- Escape and the close button are the keyboard ways out
    <dialog
      ref={dialogRef}
      aria-label={image?.caption}
      // The close event comes a task after the dialog closed: one opened again since stays.
      onClose={(event) => event.currentTarget.open || onClose()}
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
