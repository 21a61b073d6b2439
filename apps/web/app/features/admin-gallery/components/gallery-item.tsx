import { Button } from '@mantine/core';
import { useId, useRef, useState } from 'react';
import { format, messages } from '@vizitas/shared';
import { CAPTION_MAX_LENGTH, IMAGE_UPLOAD_ACCEPT } from '@vizitas/shared/schemas/admin/business-profile';
import { UploadProgress } from '~/components/forms/upload-progress';
import { showToast } from '~/components/toasts/toast';
import { errorMessage } from '~/lib/api/api-client';
import { replaceGalleryImage, updateCaption, type AdminGalleryImage } from '~/features/admin-gallery/api/gallery';

const t = messages.adminGallery;

/** One photo of the admin's gallery: its place, caption, moves, another file, delete. */
export function GalleryItem(props: {
  business: string | null;
  image: AdminGalleryImage;
  index: number;
  count: number;
  canEdit: boolean;
  busy: boolean;
  onMove: (delta: number) => void;
  onChanged: () => void;
  onDelete: () => void;
}) {
  const { business, image, index, count, canEdit, busy } = props;
  const captionId = useId();
  const file = useRef<HTMLInputElement>(null);
  const [caption, setCaption] = useState(image.alt);
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const position = format(t.position, { position: index + 1, count });

  const saveCaption = async () => {
    setSaving(true);
    setProblem(null);
    try {
      const saved = await updateCaption(business, image.id, caption);
      setCaption(saved.alt);
      showToast({ message: t.captionSaved, type: 'success' });
      props.onChanged();
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };
  const replace = async (chosen: File) => {
    setProgress(0);
    setProblem(null);
    try {
      await replaceGalleryImage(business, image.id, chosen, setProgress);
      props.onChanged();
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setProgress(null);
    }
  };

  return (
    <li className="vz-ag-item" aria-label={position}>
      <img
        className="vz-ag-item__image"
        src={image.phoneUrl ?? image.url}
        alt={image.alt || position}
        width={image.width ?? 400}
        height={image.height ?? 300}
        loading="lazy"
      />
      <p className="vz-ag-item__position">{position}</p>
      {canEdit ? (
        <>
          <form
            className="vz-ag-item__caption"
            onSubmit={(event) => {
              event.preventDefault();
              void saveCaption();
            }}
          >
            <label htmlFor={captionId} className="vz-ag-label">
              {t.caption}
            </label>
            <input
              id={captionId}
              className="vz-ag-input"
              value={caption}
              maxLength={CAPTION_MAX_LENGTH}
              placeholder={t.noCaption}
              onChange={(event) => setCaption(event.currentTarget.value)}
            />
            <Button type="submit" size="sm" variant="default" loading={saving} disabled={caption === image.alt}>
              {t.saveCaption}
            </Button>
          </form>
          <div className="vz-ag-actions">
            <Button
              id={`vz-ag-move-${index}-up`}
              size="sm"
              variant="default"
              disabled={busy || index === 0}
              aria-label={`${t.moveUp}: ${position}`}
              onClick={() => props.onMove(-1)}
            >
              ↑ {t.moveUp}
            </Button>
            <Button
              id={`vz-ag-move-${index}-down`}
              size="sm"
              variant="default"
              disabled={busy || index === count - 1}
              aria-label={`${t.moveDown}: ${position}`}
              onClick={() => props.onMove(1)}
            >
              ↓ {t.moveDown}
            </Button>
            <Button
              size="sm"
              variant="default"
              disabled={progress !== null}
              onClick={() => file.current?.click()}
              aria-label={`${t.replace}: ${position}`}
            >
              {t.replace}
            </Button>
            <Button
              size="sm"
              variant="outline"
              color="red.9"
              disabled={busy}
              onClick={props.onDelete}
              aria-label={`${t.delete}: ${position}`}
            >
              {t.delete}
            </Button>
            <input
              ref={file}
              className="vz-drop__input"
              type="file"
              accept={IMAGE_UPLOAD_ACCEPT}
              tabIndex={-1}
              aria-hidden="true"
              onChange={(event) => {
                const chosen = event.currentTarget.files?.[0];
                event.currentTarget.value = '';
                if (chosen) void replace(chosen);
              }}
            />
          </div>
          {progress !== null ? <UploadProgress fraction={progress} /> : null}
          {problem ? (
            <p className="vz-ag-error" role="alert">
              {problem}
            </p>
          ) : null}
        </>
      ) : image.alt ? (
        <p className="vz-ag-muted">{image.alt}</p>
      ) : null}
    </li>
  );
}
