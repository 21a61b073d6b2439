import { type DragEvent, useId, useRef, useState } from 'react';
import { format, messages } from '@vizitas/shared';
import { IMAGE_UPLOAD_ACCEPT } from '@vizitas/shared/schemas/admin/business-profile';
import { UPLOAD_MEGABYTES } from '~/lib/api/upload';
import './image-upload.css';

export interface ImageDropZoneProps {
  /** Called with the files dropped or chosen (several when `multiple`). */
  onFiles: (files: File[]) => void;
  multiple?: boolean;
  disabled?: boolean;
  /** The button's text (default "pasirinkite failus"). */
  chooseLabel?: string;
  /** The zone's accessible name. */
  label: string;
}

/**
 * A drop zone for pictures (docs/decisions/026): drop files on it, or press its button (Tab,
 * Enter or Space) to choose them; JPEG, PNG or WebP up to 15 MB, said under it. The zone is a
 * labelled group; the file input is the button's, so keyboards and screen readers use it as usual.
 */
export function ImageDropZone({ onFiles, multiple = false, disabled = false, chooseLabel, label }: ImageDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const take = (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (files.length > 0 && !disabled) onFiles(multiple ? files : files.slice(0, 1));
  };
  const over = (event: DragEvent<HTMLDivElement>) => {
    if (disabled || !Array.from(event.dataTransfer.types).includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  return (
    <div
      role="group"
      aria-label={label}
      aria-describedby={hintId}
      className="vz-drop"
      data-dragging={dragging ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
      onDragEnter={over}
      onDragOver={over}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        take(event.dataTransfer.files);
      }}
    >
      <svg className="vz-drop__icon" viewBox="0 0 24 24" width="32" height="32" aria-hidden="true">
        <path
          fill="currentColor"
          d="M19 13v6H5v-6H3v6c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2v-6h-2zm-8-.41V3h2v9.59l3.29-3.3 1.42 1.42L12 16.41l-5.71-5.7 1.42-1.42L11 12.59z"
        />
      </svg>
      <p className="vz-drop__text">
        {multiple ? messages.uploads.dropHere : messages.uploads.dropHereOne}{' '}
        <button type="button" className="vz-drop__choose" disabled={disabled} onClick={() => input.current?.click()}>
          {chooseLabel ?? messages.uploads.choose}
        </button>
      </p>
      <p className="vz-drop__hint" id={hintId}>
        {format(messages.uploads.hint, { mb: UPLOAD_MEGABYTES })}
      </p>
      <input
        ref={input}
        className="vz-drop__input"
        type="file"
        accept={IMAGE_UPLOAD_ACCEPT}
        multiple={multiple}
        disabled={disabled}
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          take(event.currentTarget.files);
          event.currentTarget.value = '';
        }}
      />
    </div>
  );
}
