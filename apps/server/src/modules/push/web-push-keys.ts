import webpush from 'web-push';
import { eq } from 'drizzle-orm';
import { webPushKeys, type Db } from '@vizitas/db';

/** The product's VAPID key pair (base64url, as the browsers' `applicationServerKey` takes it). */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The VAPID keys: read from the database, made and kept on the first start. Several processes
 * starting at once make one pair: each inserts its own with `ON CONFLICT DO NOTHING` and all read
 * back the row that won. Kept in the database rather than the data folder, so every process on one
 * PostgreSQL signs with the same key (the browsers' subscriptions are bound to it).
 */
export async function ensureWebPushKeys(db: Db): Promise<VapidKeys> {
  const existing = await readKeys(db);
  if (existing) return existing;
  const generated = webpush.generateVAPIDKeys();
  await db.insert(webPushKeys).values({ id: 1, ...generated }).onConflictDoNothing({ target: webPushKeys.id });
  const kept = await readKeys(db);
  if (!kept) throw new Error('the VAPID keys were not kept');
  return kept;
}

async function readKeys(db: Db): Promise<VapidKeys | null> {
  const [row] = await db
    .select({ publicKey: webPushKeys.publicKey, privateKey: webPushKeys.privateKey })
    .from(webPushKeys)
    .where(eq(webPushKeys.id, 1));
  return row ?? null;
}
