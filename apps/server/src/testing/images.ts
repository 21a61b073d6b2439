/**
 * Pictures for the upload tests (docs/decisions/026), made with sharp, and the multipart form a
 * browser sends them in. Never imported by the product.
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

export type TestImageFormat = 'jpeg' | 'png' | 'webp';

/** A colourful picture (so it does not compress to nothing), with EXIF and GPS when asked. */
export async function testImage(
  format: TestImageFormat,
  width = 640,
  height = 480,
  options: { exif?: boolean; orientation?: number } = {},
): Promise<Buffer> {
  const noise = randomBytes(width * height * 3);
  let image = sharp(noise, { raw: { width, height, channels: 3 } });
  if (options.exif || options.orientation) {
    image = image.withMetadata({
      ...(options.orientation ? { orientation: options.orientation } : {}),
      ...(options.exif
        ? {
            exif: {
              IFD0: { Copyright: 'Slapta Kamera', Make: 'TestCam' },
              IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '54/1 41/1 0/1' },
            },
          }
        : {}),
    });
  }
  return image.toFormat(format, format === 'jpeg' ? { quality: 85 } : {}).toBuffer();
}

/** A real picture of ~50 megapixels that compresses to ~150 kB: a decompression bomb. */
export function bombPng(): Promise<Buffer> {
  return sharp({ create: { width: 7100, height: 7100, channels: 3, background: '#000' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

export const SVG_IMAGE = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(1)</script><circle cx="50" cy="50" r="40"/></svg>',
);

/** A valid PNG with an HTML script appended after its end: a polyglot. */
export async function pngWithScript(): Promise<Buffer> {
  return Buffer.concat([await testImage('png', 120, 120), Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
}

export interface MultipartForm {
  body: Buffer;
  headers: Record<string, string>;
}

/** `multipart/form-data` as a browser sends it: text fields, then files (field, name, type, bytes). */
export function multipartForm(
  fields: Record<string, string | string[]>,
  files: Array<{ field: string; filename: string; contentType: string; bytes: Buffer }> = [],
): MultipartForm {
  const boundary = `----VizitasTest${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${item}\r\n`));
    }
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A form with one picture in the field `file`. */
export function pictureForm(
  bytes: Buffer,
  filename = 'nuotrauka.jpg',
  contentType = 'image/jpeg',
  fields: Record<string, string> = {},
) {
  return multipartForm(fields, [{ field: 'file', filename, contentType, bytes }]);
}
