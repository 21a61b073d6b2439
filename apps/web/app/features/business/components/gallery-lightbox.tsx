import { type KeyboardEvent, useEffect, useRef } from 'react';
import { format, messages } from '@vizitas/shared';
import type { GalleryImage } from '@vizitas/shared/schemas/business';
import './gallery-lightbox.css';

/**
 * One photo over the page in a modal `<dialog>` (focus stays inside, Escape closes): previous
 * and next buttons, arrow keys, and "2 nuotrauka iš 5". Loaded with the first click on a photo.
 */
export default function GalleryLightbox({
  images,
  index,
  onIndex,
  onClose,
}: {
  images: GalleryImage[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const image = images[index]!;
  const count = images.length;
  const go = (step: number) => onIndex((index + step + count) % count);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  };

  const caption = format(messages.business.photo, { index: index + 1, count });
  return (
    <dialog
      ref={dialog}
      className="vz-lightbox"
      aria-label={image.alt || caption}
      onClose={onClose}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        if (event.target === dialog.current) dialog.current.close();
      }}
    >
      <figure className="vz-lightbox__figure">
        <img src={image.url} alt={image.alt} width={image.width ?? undefined} height={image.height ?? undefined} />
        <figcaption aria-live="polite">
          {image.alt ? `${image.alt} · ` : ''}
          {caption}
        </figcaption>
      </figure>
      {count > 1 ? (
        <>
          <button
            type="button"
            className="vz-lightbox__nav vz-lightbox__nav--prev"
            aria-label={messages.business.previousPhoto}
            onClick={() => go(-1)}
          >
            ‹
          </button>
          <button
            type="button"
            className="vz-lightbox__nav vz-lightbox__nav--next"
            aria-label={messages.business.nextPhoto}
            onClick={() => go(1)}
          >
            ›
          </button>
        </>
      ) : null}
      <button
        type="button"
        className="vz-lightbox__close"
        aria-label={messages.business.closePhoto}
        onClick={() => dialog.current?.close()}
        autoFocus
      >
        ×
      </button>
    </dialog>
  );
}
