import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Secrets we must read back (an OAuth refresh token), sealed at rest with AES-256-GCM: a leaked
 * table or backup opens nothing without the key, which lives in the configuration only. A sealed
 * value is `v1.<iv>.<tag>.<ciphertext>` in base64url; the purpose is bound as additional data, so
 * a value sealed for one column or owner does not open as another's.
 */
export interface SecretBox {
  seal(plain: string, purpose: string): string;
  /** Throws when the value was not sealed with this key and purpose, or was altered. */
  open(sealed: string, purpose: string): string;
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('An AES-256-GCM key is 32 bytes');
  return {
    seal(plain, purpose) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(purpose));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed, purpose) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Not a sealed value');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(purpose));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
