/**
 * A checked picture's sizes written to the file store under fresh random names, and the rule
 * every picture command follows (docs/decisions/026): the files are written first, then the
 * rows in one transaction; if the transaction fails the new files are removed, and the files a
 * committed change replaced are removed after the commit. A reader never meets a row whose
 * files are missing; at worst a crash between the two leaves an unused file behind.
 */
import type { CommandContext } from '#server/core/context.ts';
import { randomFileName, type FileStore, type StoredFile } from '#server/core/file-store.ts';
import type { EncodedVariant } from './images.ts';

/** A picture command's context: the app's, and where files go. */
export interface MediaContext extends CommandContext {
  readonly files: FileStore;
}

export type PictureKind = 'logo' | 'profile' | 'gallery' | 'specialist';

export interface WrittenPicture {
  /** URL by variant name. */
  urls: Record<string, string>;
  keys: string[];
  variants: EncodedVariant[];
}

/** The variants as files of one business, each `b/{businessId}/{kind}-{random}-{variant}.webp`. */
export function picturesToStore(files: FileStore, businessId: string, kind: PictureKind, variants: readonly EncodedVariant[]) {
  const name = randomFileName();
  const stored: StoredFile[] = variants.map((variant) => ({
    key: `b/${businessId}/${kind}-${name}-${variant.name}.webp`,
    body: variant.body,
    contentType: 'image/webp',
  }));
  const urls = Object.fromEntries(variants.map((variant, index) => [variant.name, files.urlOf(stored[index]!.key)]));
  return { stored, urls };
}

/**
 * Writes the files, then runs `write` (the rows, in a transaction, events emitted after it);
 * removes the files when `write` fails; after it succeeded, removes the replaced files it returns.
 */
export async function withPictures<T>(
  ctx: MediaContext,
  stored: readonly StoredFile[],
  write: () => Promise<{ result: T; replacedUrls: Array<string | null | undefined> }>,
): Promise<T> {
  await ctx.files.putAll(stored);
  let outcome: { result: T; replacedUrls: Array<string | null | undefined> };
  try {
    outcome = await write();
  } catch (error) {
    await ctx.files.deleteAll(stored.map((file) => file.key)).catch(() => undefined);
    throw error;
  }
  await removeFiles(ctx.files, outcome.replacedUrls);
  return outcome.result;
}

/** Removes the store's files behind these URLs (others — demo pictures, none — are left). */
export async function removeFiles(files: FileStore, urls: Array<string | null | undefined>): Promise<void> {
  const keys = urls.map((url) => files.keyOf(url)).filter((key): key is string => key !== null);
  // Best effort: a file left behind wastes a little space, it shows nothing.
  if (keys.length > 0) await files.deleteAll(keys).catch(() => undefined);
}
