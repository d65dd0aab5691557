import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Encrypts and authenticates a small JSON value for a cookie (AES-256-GCM, the key derived from the secret): the
 * browser can neither read nor change it. `open` answers null for anything tampered, foreign or expired.
 */
export function createCookieSealer(secret: string, now: () => number = Date.now) {
  const key = createHash('sha256').update(`bff-cookie:${secret}`).digest();
  return {
    seal(value: unknown, ttlMs: number): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const plain = Buffer.from(JSON.stringify({ v: value, exp: now() + ttlMs }), 'utf8');
      const body = Buffer.concat([cipher.update(plain), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(sealed: string | undefined): unknown {
      if (sealed === undefined) return null;
      const raw = Buffer.from(sealed, 'base64url');
      if (raw.length <= IV_BYTES + TAG_BYTES) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
        decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        const plain = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
        const parsed = JSON.parse(plain.toString('utf8')) as { v: unknown; exp: number };
        return typeof parsed.exp === 'number' && parsed.exp > now() ? parsed.v : null;
      } catch {
        return null;
      }
    },
  };
}
export type CookieSealer = ReturnType<typeof createCookieSealer>;
