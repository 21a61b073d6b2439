import { Button } from '@mantine/core';
import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import { messages } from '@vizitas/shared';
import type { BusinessProfile } from '@vizitas/shared/schemas/admin/business-profile';
import { ImageDropZone } from '~/components/forms/image-drop-zone';
import { UploadProgress } from '~/components/forms/upload-progress';
import { showToast } from '~/components/toasts/toast';
import { errorMessage } from '~/lib/api/api-client';
import { cropLogo, uploadLogo } from '~/features/admin-profile/api/logo';
import {
  CENTRED,
  circleBox,
  clampCrop,
  cropAfterKey,
  moveCrop,
  MIN_CROP_SIZE,
  type LogoCrop,
} from '~/features/admin-profile/model/logo-crop';

const t = messages.adminProfile.logo;
const PREVIEW = 88;

/**
 * The logo (docs/decisions/026): drop or choose it, then move the circle over it — drag it, or
 * focus it and use the arrow keys (+ and − or the slider for its size) — and save the round
 * logo the site shows. A preview beside it shows the circle at the site's size.
 */
export function LogoSection({ profile, onProfile }: { profile: BusinessProfile; onProfile: (profile: BusinessProfile) => void }) {
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [crop, setCrop] = useState<LogoCrop>(profile.logoCrop ?? CENTRED);
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  const [shown, setShown] = useState<{ width: number; height: number } | null>(null);
  const [saving, setSaving] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);
  const helpId = useId();
  const sizeId = useId();

  useEffect(() => setCrop(profile.logoCrop ?? CENTRED), [profile.logoUrl, profile.logoCrop]);
  useEffect(() => {
    const element = image.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setShown({ width: element.clientWidth, height: element.clientHeight }));
    observer.observe(element);
    return () => observer.disconnect();
  }, [profile.logoUrl]);

  const upload = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    setProblem(null);
    setProgress(0);
    try {
      onProfile(await uploadLogo(profile.id, file, setProgress));
      showToast({ message: t.uploaded, type: 'success' });
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setProgress(null);
    }
  };
  const save = async () => {
    setSaving(true);
    setProblem(null);
    try {
      onProfile(await cropLogo(profile.id, crop));
      showToast({ message: t.cropSaved, type: 'success' });
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  const size = natural ?? { width: 1, height: 1 };
  const onKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = cropAfterKey(crop, event.key, event.shiftKey, size.width, size.height);
    if (!next) return;
    event.preventDefault();
    setCrop(next);
  };
  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    if (!drag.current || !shown) return;
    const shorter = Math.min(shown.width, shown.height);
    const dx = (event.clientX - drag.current.x) / shorter;
    const dy = (event.clientY - drag.current.y) / shorter;
    drag.current = { x: event.clientX, y: event.clientY };
    setCrop((current) => moveCrop(current, dx, dy, size.width, size.height));
  };
  const box = shown ? circleBox(crop, shown.width, shown.height) : null;
  const scale = natural ? PREVIEW / (crop.size * Math.min(natural.width, natural.height)) : 1;

  return (
    <section className="vz-ap-section" aria-labelledby="vz-ap-logo-title">
      <h2 className="vz-ap-section__title" id="vz-ap-logo-title">
        {messages.adminProfile.sections.logo}
      </h2>
      <p className="vz-ap-muted">{t.text}</p>
      {profile.canEdit ? (
        <ImageDropZone
          label={profile.logoUrl ? t.replace : t.upload}
          chooseLabel={profile.logoUrl ? t.replace : t.upload}
          onFiles={(files) => void upload(files)}
          disabled={progress !== null}
        />
      ) : null}
      {progress !== null ? <UploadProgress fraction={progress} /> : null}
      {problem ? (
        <p className="vz-ap-error" role="alert">
          {problem}
        </p>
      ) : null}
      {profile.logoUrl ? (
        <div className="vz-ap-crop">
          <div className="vz-ap-crop__stage">
            <img
              ref={image}
              src={profile.logoUrl}
              alt=""
              className="vz-ap-crop__image"
              onLoad={(event) => {
                const element = event.currentTarget;
                setNatural({ width: element.naturalWidth, height: element.naturalHeight });
                setShown({ width: element.clientWidth, height: element.clientHeight });
                setCrop((current) => clampCrop(current, element.naturalWidth, element.naturalHeight));
              }}
            />
            {box && profile.canEdit && profile.logoCroppable ? (
              <button
                type="button"
                className="vz-ap-crop__circle"
                style={{ left: box.left, top: box.top, width: box.diameter, height: box.diameter }}
                aria-label={t.cropArea}
                aria-describedby={helpId}
                onKeyDown={onKey}
                onPointerDown={onPointerDown}
                onPointerMove={onPointerMove}
                onPointerUp={() => (drag.current = null)}
                onPointerCancel={() => (drag.current = null)}
              />
            ) : null}
          </div>
          <div className="vz-ap-crop__side">
            <p className="vz-ap-muted" id={helpId}>
              {profile.logoCroppable ? t.cropHelp : t.notCroppable}
            </p>
            {profile.canEdit && profile.logoCroppable ? (
              <label className="vz-ap-crop__size" htmlFor={sizeId}>
                {t.cropSize}
                <input
                  id={sizeId}
                  type="range"
                  min={MIN_CROP_SIZE}
                  max={1}
                  step={0.01}
                  value={crop.size}
                  onChange={(event) =>
                    setCrop(clampCrop({ ...crop, size: Number(event.currentTarget.value) }, size.width, size.height))
                  }
                />
              </label>
            ) : null}
            <p className="vz-ap-label">{t.preview}</p>
            <div className="vz-ap-crop__previews">
              <span
                className="vz-ap-crop__preview"
                role="img"
                aria-label={t.preview}
                data-testid="logo-crop-preview"
                style={
                  natural
                    ? {
                        backgroundImage: `url("${profile.logoUrl}")`,
                        backgroundSize: `${natural.width * scale}px ${natural.height * scale}px`,
                        backgroundPosition: `${-(crop.x * natural.width * scale - PREVIEW / 2)}px ${-(crop.y * natural.height * scale - PREVIEW / 2)}px`,
                      }
                    : undefined
                }
              />
              {profile.logoRoundUrl ? (
                <img
                  className="vz-ap-crop__saved"
                  src={profile.logoRoundUrl}
                  alt={t.cropTitle}
                  width={PREVIEW}
                  height={PREVIEW}
                />
              ) : null}
            </div>
            {profile.canEdit && profile.logoCroppable ? (
              <Button color="pink.8" size="md" loading={saving} onClick={() => void save()}>
                {t.saveCrop}
              </Button>
            ) : null}
          </div>
        </div>
      ) : (
        <p className="vz-ap-muted">{t.none}</p>
      )}
    </section>
  );
}
