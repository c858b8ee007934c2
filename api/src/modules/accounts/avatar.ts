import { reencodeImage } from '../../lib/images.ts';

export const avatarMaxBytes = 5 * 1024 * 1024;

/** A profile picture: a 512 × 512 WebP, cropped to fill the square. */
export function processAvatar(data: Buffer): Promise<Buffer> {
  return reencodeImage(data, { width: 512, height: 512, fit: 'cover' });
}
