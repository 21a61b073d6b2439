/**
 * A picture sent to the API as `multipart/form-data` (docs/decisions/026), with its progress:
 * `fetch` reports none, so this one call goes through XMLHttpRequest — the same origin, the
 * session cookie, JSON answers and the one `ApiError` (with the API's Lithuanian message and
 * code) as every other call. Before sending, the browser checks what it can (size, kind) so a
 * 40 MB photo is refused at once; the server decides by the bytes in any case.
 */
import { format, messages } from '@vizitas/shared';
import { IMAGE_UPLOAD_FIELD, MAX_IMAGE_UPLOAD_BYTES } from '@vizitas/shared/schemas/admin/business-profile';
import { ApiError } from './json-api';

export const UPLOAD_MEGABYTES = Math.round(MAX_IMAGE_UPLOAD_BYTES / (1024 * 1024));
const KINDS = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** Why the browser will not send this file (null: send it). Files without a type go to the server to decide. */
export function uploadProblem(file: Pick<File, 'size' | 'type'>): { code: string; message: string } | null {
  if (file.size > MAX_IMAGE_UPLOAD_BYTES) {
    return { code: 'image_too_large', message: format(messages.uploads.tooLarge, { mb: UPLOAD_MEGABYTES }) };
  }
  if (file.type !== '' && !KINDS.has(file.type)) return { code: 'image_type_not_allowed', message: messages.uploads.notImage };
  return null;
}

export interface UploadOptions {
  /** Text fields sent beside the file. */
  fields?: Record<string, string>;
  /** 0–1 of the bytes sent; 1 means the server now works on it. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function errorOf(status: number, body: unknown): ApiError {
  const answer = body && typeof body === 'object' ? (body as { code?: unknown; message?: unknown }) : {};
  const code = typeof answer.code === 'string' ? answer.code : `http_${status}`;
  const message =
    typeof answer.message === 'string' && answer.message !== ''
      ? answer.message
      : status >= 500
        ? messages.errors.service_unavailable
        : messages.errors.internal_error;
  return new ApiError(status, code, message, answer as ApiError['body']);
}

/** `POST url` with the picture in the field `file`; resolves with the JSON answer. */
export function uploadPicture<T>(url: string, file: Blob, options: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const problem = file instanceof File ? uploadProblem(file) : null;
    if (problem) {
      reject(new ApiError(0, problem.code, problem.message));
      return;
    }
    const form = new FormData();
    for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
    form.append(IMAGE_UPLOAD_FIELD, file, file instanceof File ? file.name : 'nuotrauka');
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    request.responseType = 'text';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.min(1, event.loaded / event.total));
    };
    request.upload.onload = () => options.onProgress?.(1);
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = null;
      }
      if (request.status >= 200 && request.status < 300 && body !== null) resolve(body as T);
      else if (request.status >= 200 && request.status < 300)
        reject(new ApiError(request.status, 'bad_response', messages.errors.internal_error));
      else reject(errorOf(request.status, body));
    };
    request.onerror = () => reject(new ApiError(0, 'network', messages.booking.errors.network));
    request.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}
