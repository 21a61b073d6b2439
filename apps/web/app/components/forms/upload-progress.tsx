import { Progress } from '@mantine/core';
import { format, messages } from '@vizitas/shared';

/** How far a picture's upload is: the bytes sent, then "Apdorojama..." while the server re-encodes it. */
export function UploadProgress({ fraction, name }: { fraction: number; name?: string }) {
  const percent = Math.round(fraction * 100);
  const label = fraction >= 1 ? messages.uploads.processing : format(messages.uploads.uploading, { percent });
  return (
    <div className="vz-upload-progress" role="status">
      <span className="vz-upload-progress__label">{name ? `${name}: ${label}` : label}</span>
      <Progress
        value={fraction >= 1 ? 100 : percent}
        animated={fraction >= 1}
        color="pink.8"
        size="md"
        aria-label={name ? `${name}: ${label}` : label}
      />
    </div>
  );
}
