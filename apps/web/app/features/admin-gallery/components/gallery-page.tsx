import { Alert, Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useRef, useState } from 'react';
import { format, messages } from '@vizitas/shared';
import { ImageDropZone } from '~/components/forms/image-drop-zone';
import { UploadProgress } from '~/components/forms/upload-progress';
import { GenericModal } from '~/components/dialogs/generic-modal';
import { closeModal, openModal } from '~/components/dialogs/modal-store';
import { showToast } from '~/components/toasts/toast';
import { errorMessage } from '~/lib/api/api-client';
import { ApiError } from '~/lib/api/json-api';
import { uploadProblem } from '~/lib/api/upload';
import {
  createGalleryImage,
  deleteGalleryImage,
  galleryKeys,
  orderGalleryImages,
  useGallery,
  type AdminGallery,
  type AdminGalleryImage,
} from '~/features/admin-gallery/api/gallery';
import { moved, nextToSend, uploadQueue } from '~/features/admin-gallery/model/upload-queue';
import { GalleryItem } from './gallery-item';
import './admin-gallery.css';

const t = messages.adminGallery;
const DELETE_DIALOG = 'admin_gallery_delete';
let uploadCounter = 0;

/**
 * `/administratorius/galerija` (admin_gallery, docs/decisions/026): drop or choose photos (each
 * with its preview and progress, two on their way at a time), then order them (earlier, later),
 * caption them, replace or delete them (after a confirmation). Everything is buttons and fields:
 * the keyboard does all of it. Staff see the gallery without the buttons.
 */
export function GalleryPage({ business, initial }: { business: string | null; initial: AdminGallery | null }) {
  const client = useQueryClient();
  const gallery = useGallery(business, initial);
  const [queue, dispatch] = useReducer(uploadQueue, []);
  const [deleting, setDeleting] = useState<AdminGalleryImage | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const files = useRef(new Map<string, File>());
  const items = gallery.data?.items ?? [];
  const max = gallery.data?.max ?? 40;
  const canEdit = gallery.data?.canEdit ?? false;
  const refresh = () => client.invalidateQueries({ queryKey: galleryKeys.list(business) });
  const setItems = (next: AdminGallery) => client.setQueryData(galleryKeys.list(business), next);

  // Sends the next waiting photo whenever one finishes.
  useEffect(() => {
    const entry = nextToSend(queue);
    if (!entry) return;
    const file = files.current.get(entry.key);
    if (!file) return;
    dispatch({ type: 'started', key: entry.key });
    createGalleryImage(business, file, (fraction) => dispatch({ type: 'progress', key: entry.key, fraction }))
      .then(async () => {
        dispatch({ type: 'done', key: entry.key });
        await refresh();
        dispatch({ type: 'dismissed', key: entry.key });
        files.current.delete(entry.key);
        if (entry.preview) URL.revokeObjectURL(entry.preview);
      })
      .catch((error: unknown) =>
        dispatch({
          type: 'failed',
          key: entry.key,
          error: errorMessage(error),
          // Only a lost connection or a server failure may go better a second time.
          retryable: error instanceof ApiError && (error.status === 0 || error.status >= 500),
        }),
      );
  }, [queue]);

  const add = (chosen: File[]) => {
    const entries = chosen.map((file) => {
      uploadCounter += 1;
      const key = `u${uploadCounter}`;
      files.current.set(key, file);
      const refused = uploadProblem(file);
      return { key, name: file.name, preview: refused ? null : URL.createObjectURL(file), error: refused?.message ?? null };
    });
    dispatch({ type: 'added', entries });
  };

  const move = async (index: number, delta: number) => {
    const ids = moved(
      items.map((item) => item.id),
      index,
      delta,
    );
    setBusy(true);
    setProblem(null);
    try {
      setItems(await orderGalleryImages(business, ids));
      showToast({ message: t.orderSaved, type: 'success' });
      // Keep the keyboard on the photo that moved.
      requestAnimationFrame(() =>
        document
          .getElementById(
            `vz-ag-move-${ids[index + delta] === items[index]?.id ? index + delta : index}-${delta < 0 ? 'up' : 'down'}`,
          )
          ?.focus(),
      );
    } catch (error) {
      setProblem(errorMessage(error));
      await refresh();
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteGalleryImage(business, deleting.id);
      closeModal(DELETE_DIALOG);
      setDeleting(null);
      showToast({ message: t.deleted, type: 'success' });
      await refresh();
    } catch (error) {
      closeModal(DELETE_DIALOG);
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const full = items.length + queue.filter((entry) => entry.state !== 'failed').length >= max;

  return (
    <section className="vz-admin-page vz-ag">
      <h1 className="vz-admin-page__title">{t.title}</h1>
      <p className="vz-ag-muted">{t.intro}</p>
      {gallery.isError && !gallery.data ? (
        <Alert color="red" role="alert">
          <p>{messages.adminSchedule.loadError}</p>
          <Button variant="white" color="red" mt="xs" onClick={() => void gallery.refetch()}>
            {messages.adminSchedule.retry}
          </Button>
        </Alert>
      ) : null}
      {gallery.data && !canEdit ? <Alert color="gray">{t.readOnly}</Alert> : null}
      {canEdit ? (
        <>
          <ImageDropZone multiple label={t.title} onFiles={add} disabled={full} />
          <p className="vz-ag-muted" aria-live="polite">
            {full ? t.full : format(t.count, { count: items.length, max })}
          </p>
        </>
      ) : null}
      {queue.length > 0 ? (
        <ul className="vz-ag-queue" aria-label={messages.uploads.processing}>
          {queue.map((entry) => (
            <li key={entry.key} className="vz-ag-queue__item" data-state={entry.state}>
              {entry.preview && entry.state !== 'failed' ? (
                <img src={entry.preview} alt="" className="vz-ag-queue__preview" width={64} height={64} />
              ) : (
                <span className="vz-ag-queue__preview" />
              )}
              <div className="vz-ag-queue__body">
                {entry.state === 'failed' ? (
                  <>
                    <p className="vz-ag-queue__name">
                      {entry.name}: {messages.uploads.failed}
                    </p>
                    <p className="vz-ag-error" role="alert">
                      {entry.error}
                    </p>
                    <div className="vz-ag-actions">
                      {entry.retryable ? (
                        <Button size="sm" variant="default" onClick={() => dispatch({ type: 'retry', key: entry.key })}>
                          {messages.uploads.retry}
                        </Button>
                      ) : null}
                      <Button
                        size="sm"
                        variant="default"
                        onClick={() => {
                          files.current.delete(entry.key);
                          if (entry.preview) URL.revokeObjectURL(entry.preview);
                          dispatch({ type: 'dismissed', key: entry.key });
                        }}
                      >
                        {messages.uploads.dismiss}
                      </Button>
                    </div>
                  </>
                ) : entry.state === 'waiting' ? (
                  <p className="vz-ag-queue__name">{format(messages.uploads.uploading, { percent: 0 })}</p>
                ) : (
                  <UploadProgress fraction={entry.state === 'done' ? 1 : entry.progress} name={entry.name} />
                )}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {problem ? (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      ) : null}
      {gallery.data && items.length === 0 ? <p className="vz-ag-empty">{t.empty}</p> : null}
      {items.length > 0 ? (
        <ol className="vz-ag-grid">
          {items.map((image, index) => (
            <GalleryItem
              key={image.id}
              business={business}
              image={image}
              index={index}
              count={items.length}
              canEdit={canEdit}
              busy={busy}
              onMove={(delta) => void move(index, delta)}
              onChanged={() => void refresh()}
              onDelete={() => {
                setDeleting(image);
                openModal(DELETE_DIALOG);
              }}
            />
          ))}
        </ol>
      ) : null}
      <GenericModal
        id={DELETE_DIALOG}
        title={t.deleteTitle}
        width={440}
        closable={!busy}
        footer={
          <>
            <Button variant="default" data-modal-close disabled={busy} data-autofocus>
              {t.deleteNo}
            </Button>
            <Button color="red.9" loading={busy} onClick={() => void remove()}>
              {t.deleteYes}
            </Button>
          </>
        }
      >
        {deleting ? <img src={deleting.phoneUrl ?? deleting.url} alt={deleting.alt} className="vz-ag-dialog__image" /> : null}
        <p>{t.deleteConfirm}</p>
      </GenericModal>
    </section>
  );
}
