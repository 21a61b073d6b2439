/**
 * Where uploaded files live (docs/decisions/026): one small interface, so the product keeps its
 * files under `DATA_DIR/uploads` today and an S3-compatible bucket (or any object store) can
 * take over later by implementing the same methods — nothing else in the product reads or
 * writes the files themselves.
 *
 * Keys are relative, slash-separated names made by the product itself (never from a file's
 * name as sent): `b/{businessId}/{random}-{variant}.webp`. A key is written once and never
 * changed (a new picture gets a new random name), so its URL may be cached for a year.
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

export interface StoredFile {
  key: string;
  /** The bytes, and what they are (`image/webp`). */
  body: Buffer;
  contentType: string;
}

export interface FileStore {
  /** Writes every file or none: a failure removes what was written of them. */
  putAll(files: readonly StoredFile[]): Promise<void>;
  /** The bytes of a stored file (the logo its round crop is cut from). */
  read(key: string): Promise<Buffer>;
  /** Removes the files; a key that is not there is no error. */
  deleteAll(keys: readonly string[]): Promise<void>;
  /** The public URL of a key. */
  urlOf(key: string): string;
  /** The key behind one of this store's URLs; null for any other URL (demo pictures, none). */
  keyOf(url: string | null | undefined): string | null;
}

/** What the local store's URLs start with; the app serves the folder there (`http/media.ts`). */
export const LOCAL_MEDIA_PREFIX = '/media/';

/** A key the product made: letters, digits, dashes, dots and slashes, no `..`, no leading slash. */
const KEY = /^(?!.*\.\.)[a-z0-9][a-z0-9/_.-]{0,200}$/i;

export function isStoreKey(key: string): boolean {
  return KEY.test(key);
}

/** A fresh random name part (128 bits, URL-safe). */
export function randomFileName(): string {
  return randomBytes(16).toString('base64url').replaceAll('_', 'x').replaceAll('-', 'y');
}

/** Files under one folder on this machine (`DATA_DIR/uploads`), served at `/media/…`. */
export class LocalFileStore implements FileStore {
  constructor(readonly root: string) {}

  #pathOf(key: string): string {
    if (!isStoreKey(key)) throw new Error(`not a store key: ${key}`);
    return path.join(this.root, ...key.split('/'));
  }

  async putAll(files: readonly StoredFile[]): Promise<void> {
    const written: string[] = [];
    try {
      for (const file of files) {
        const target = this.#pathOf(file.key);
        await mkdir(path.dirname(target), { recursive: true });
        // Written beside, then renamed: a reader never sees half a file.
        const temporary = `${target}.${randomFileName()}.part`;
        await writeFile(temporary, file.body, { flag: 'wx' });
        await rename(temporary, target);
        written.push(file.key);
      }
    } catch (error) {
      await this.deleteAll(written);
      throw error;
    }
  }

  read(key: string): Promise<Buffer> {
    return readFile(this.#pathOf(key));
  }

  async deleteAll(keys: readonly string[]): Promise<void> {
    await Promise.all(keys.filter(isStoreKey).map((key) => rm(this.#pathOf(key), { force: true })));
  }

  urlOf(key: string): string {
    return `${LOCAL_MEDIA_PREFIX}${key}`;
  }

  keyOf(url: string | null | undefined): string | null {
    if (!url || !url.startsWith(LOCAL_MEDIA_PREFIX)) return null;
    const key = url.slice(LOCAL_MEDIA_PREFIX.length);
    return isStoreKey(key) ? key : null;
  }
}
