import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.ts';

describe('secret box (AES-256-GCM)', () => {
  const box = createSecretBox(randomBytes(32));

  it('opens what it sealed, and the sealed text does not contain the secret', () => {
    const sealed = box.seal('1//refresh-token', 'google:usr_1');
    expect(sealed).not.toContain('refresh-token');
    expect(box.open(sealed, 'google:usr_1')).toBe('1//refresh-token');
    expect(box.seal('1//refresh-token', 'google:usr_1')).not.toBe(sealed);
  });

  it('refuses another purpose, another key and an altered value', () => {
    const sealed = box.seal('secret', 'google:usr_1');
    expect(() => box.open(sealed, 'google:usr_2')).toThrow();
    expect(() => createSecretBox(randomBytes(32)).open(sealed, 'google:usr_1')).toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('other!').toString('base64url');
    expect(() => box.open(parts.join('.'), 'google:usr_1')).toThrow();
  });
});
