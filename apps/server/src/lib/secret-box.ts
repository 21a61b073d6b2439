import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** A few purposes, one app secret (more in tests): the kept keys stay few. */
const MAX_DERIVED_KEYS = 32;
const derivedKeys = new Map<string, Buffer>();

/**
 * Encryption at rest for the TOTP secrets and for job payloads that carry a link's token
 * (AES-256-GCM), with a key per purpose derived from the app secret (HKDF-SHA256). A copied
 * database alone does not give anyone's second factor or a usable link.
 * Stored form: `v1.<iv>.<tag>.<ciphertext>`, base64url parts.
 */
export function secretBoxKey(appSecret: string, purpose = 'totp-secret-v1'): Buffer {
  // Derived once per secret and purpose: every mail with an unsubscribe link and every sealed
  // job payload asks for one. A copy, so that no caller can change the kept key.
  const id = `${purpose}\u0000${appSecret}`;
  let key = derivedKeys.get(id);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', appSecret, 'vizitas', purpose, 32));
    if (derivedKeys.size >= MAX_DERIVED_KEYS) derivedKeys.clear();
    derivedKeys.set(id, key);
  }
  return Buffer.from(key);
}

export function seal(key: Buffer, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ciphertext.toString('base64url')].join('.');
}

/** The plaintext, or null when the value is not ours or was tampered with. */
export function open(key: Buffer, sealed: string): string | null {
  const [version, iv, tag, ciphertext] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || ciphertext === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
