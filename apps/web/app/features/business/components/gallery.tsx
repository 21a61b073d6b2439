import { lazy, type KeyboardEvent, Suspense, useRef, useState } from 'react';
import { format, messages } from '@vizitas/shared';
import type { GalleryImage } from '@vizitas/shared/schemas/business';

const GalleryLightbox = lazy(() => import('./gallery-lightbox'));

/** Photos in view on a phone before any scrolling. */
const EAGER_PHOTOS = 2;

/**
 * The business's photos as a horizontal scroller (their width and height reserve the space; all but
 * the first two load lazily). A photo opens in a lightbox (its code loads on the first click); arrow
 * keys move between photos, in the scroller and in the lightbox.
 */
export function Gallery({ images }: { images: GalleryImage[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const list = useRef<HTMLUListElement>(null);

  const focusThumb = (index: number) => {
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('button');
    const button = buttons?.[Math.max(0, Math.min(index, images.length - 1))];
    button?.focus();
    button?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const current = Number((event.target as HTMLElement).closest('li')?.dataset.index ?? -1);
    if (current < 0) return;
    if (event.key === 'ArrowRight') focusThumb(current + 1);
    else if (event.key === 'ArrowLeft') focusThumb(current - 1);
    else if (event.key === 'Home') focusThumb(0);
    else if (event.key === 'End') focusThumb(images.length - 1);
    else return;
    event.preventDefault();
  };

  return (
    <section className="vz-biz-section" aria-labelledby="vz-biz-gallery-title">
      <h2 id="vz-biz-gallery-title" className="vz-biz-h2">
        {messages.business.gallery}
      </h2>
      <ul ref={list} className="vz-biz-gallery" onKeyDown={onKeyDown}>
        {images.map((image, index) => (
          <li key={image.id} data-index={index}>
            <button
              type="button"
              className="vz-biz-gallery__thumb"
              aria-label={format(messages.business.openPhoto, {
                alt: image.alt || format(messages.business.photo, { index: index + 1, count: images.length }),
              })}
              onClick={() => setOpen(index)}
            >
              <img
                // The phone size is plenty for a 220 px high thumbnail; the lightbox shows the large one.
                src={image.phoneUrl ?? image.url}
                alt=""
                // The first photos are in view on load (often the page's largest paint): fetched at
                // once, the first ahead of the others; the rest only when scrolled to.
                loading={index < EAGER_PHOTOS ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                decoding="async"
                width={image.width ?? 400}
                height={image.height ?? 300}
              />
            </button>
          </li>
        ))}
      </ul>
      {open !== null ? (
        <Suspense fallback={null}>
          <GalleryLightbox
            images={images}
            index={open}
            onIndex={setOpen}
            onClose={() => {
              const last = open;
              setOpen(null);
              focusThumb(last);
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
