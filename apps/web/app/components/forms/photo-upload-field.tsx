import { Button } from '@mantine/core';
import { useId, useRef, useState } from 'react';
import { messages } from '@vizitas/shared';
import { IMAGE_UPLOAD_ACCEPT } from '@vizitas/shared/schemas/admin/business-profile';
import { GenericModal } from '~/components/dialogs/generic-modal';
import { closeModal, openModal } from '~/components/dialogs/modal-store';
import { errorMessage } from '~/lib/api/api-client';
import { uploadPicture } from '~/lib/api/upload';
import { UploadProgress } from './upload-progress';
import './image-upload.css';

export interface PhotoUploadFieldProps<T> {
  /** The field's heading (e.g. "Nuotrauka"), and the picture's alternative text. */
  label: string;
  /** The picture shown now (null: none yet). */
  photoUrl: string | null;
  /** Where the picture is posted (a route name's path: `admin_specialist_photo_upload_api`, `business_profile_upload`). */
  uploadUrl: string;
  /** Removes it (the operation's call by contract) and gives the answer; none: the field offers no removal. */
  removePhoto?: () => Promise<T | null>;
  /** The API's answer after an upload or a removal (the page updates from it). */
  onChange: (answer: T | null) => void;
  disabled?: boolean;
  texts?: Partial<{ upload: string; replace: string; remove: string; removeConfirm: string; none: string }>;
  /** `round` for a face or a logo, `wide` for a cover photo. */
  shape?: 'round' | 'wide';
}

/**
 * One picture with its buttons (docs/decisions/026): upload or replace (with progress), and
 * remove after a confirmation. The specialists' page uses it for a specialist's photo:
 *
 *   <PhotoUploadField label="Nuotrauka" photoUrl={specialist.photoUrl}
 *     uploadUrl={adminApiUrl(generatePath('admin_specialist_photo_upload_api', { id }), business)}
 *     removePhoto={() => removeSpecialistPhoto(business, id)}
 *     onChange={() => refetch()} />
 */
export function PhotoUploadField<T>({
  label,
  photoUrl,
  uploadUrl,
  removePhoto,
  onChange,
  disabled,
  texts,
  shape = 'round',
}: PhotoUploadFieldProps<T>) {
  const t = { ...messages.adminProfile.photo, ...texts };
  const input = useRef<HTMLInputElement>(null);
  const dialogId = `photo-remove-${useId().replaceAll(':', '')}`;
  const [progress, setProgress] = useState<number | null>(null);
  const [removing, setRemoving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = progress !== null || removing;

  const upload = async (file: File) => {
    setProblem(null);
    setProgress(0);
    try {
      onChange(await uploadPicture<T>(uploadUrl, file, { onProgress: setProgress }));
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setProgress(null);
    }
  };
  const remove = async () => {
    if (!removePhoto) return;
    setRemoving(true);
    setProblem(null);
    try {
      const answer = await removePhoto();
      closeModal(dialogId);
      onChange(answer);
    } catch (error) {
      closeModal(dialogId);
      setProblem(errorMessage(error));
    } finally {
      setRemoving(false);
    }
  };

  return (
    <div className="vz-photo-field">
      {photoUrl ? (
        <img
          className="vz-photo-field__preview"
          src={photoUrl}
          alt={label}
          width={96}
          height={96}
          style={shape === 'wide' ? { width: 160, borderRadius: 8 } : undefined}
        />
      ) : (
        <span className="vz-photo-field__empty" style={shape === 'wide' ? { width: 160, borderRadius: 8 } : undefined}>
          {t.none}
        </span>
      )}
      <div className="vz-photo-field__actions">
        <Button variant="default" size="md" disabled={disabled || busy} onClick={() => input.current?.click()}>
          {photoUrl ? t.replace : t.upload}
        </Button>
        {removePhoto && photoUrl ? (
          <Button variant="outline" color="red.9" size="md" disabled={disabled || busy} onClick={() => openModal(dialogId)}>
            {t.remove}
          </Button>
        ) : null}
        <input
          ref={input}
          className="vz-drop__input"
          type="file"
          accept={IMAGE_UPLOAD_ACCEPT}
          tabIndex={-1}
          aria-label={photoUrl ? t.replace : t.upload}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file) void upload(file);
          }}
        />
      </div>
      {progress !== null ? (
        <div style={{ flexBasis: '100%' }}>
          <UploadProgress fraction={progress} />
        </div>
      ) : null}
      {problem ? (
        <p className="vz-photo-field__error" role="alert">
          {problem}
        </p>
      ) : null}
      {removePhoto ? (
        <GenericModal
          id={dialogId}
          title={t.remove}
          width={440}
          closable={!removing}
          footer={
            <>
              <Button variant="default" data-modal-close disabled={removing} data-autofocus>
                {messages.adminGallery.deleteNo}
              </Button>
              <Button color="red.9" loading={removing} onClick={() => void remove()}>
                {t.remove}
              </Button>
            </>
          }
        >
          <p>{t.removeConfirm}</p>
        </GenericModal>
      ) : null}
    </div>
  );
}
