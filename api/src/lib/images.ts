import { commonFail } from '../plugins/errors/common.errors.ts';

export const imageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ImageType = (typeof imageTypes)[number];
// A small file can declare a huge canvas ("pixel flood"); decoding stops past this.
const maxInputPixels = 40_000_000;

/** The image type the bytes really are, from their signature; undefined for anything else. */
export function sniffImageType(data: Buffer): ImageType | undefined {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'image/png';
  }
  if (data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') {
    return 'image/webp';
  }
  return undefined;
}

const tooManyPixels = () =>
  commonFail('image_too_many_pixels', {
    detail: { fr: 'L’image dépasse 40 mégapixels.', en: 'The image exceeds 40 megapixels.' },
  });

/**
 * Refuses an image kept as sent (not re-encoded) whose header claims a huge canvas or cannot be
 * read, so whoever opens it later is not handed a decompression bomb. Reads the header only.
 */
export async function checkImageDimensions(data: Buffer): Promise<void> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await (await loadSharp())(data, { limitInputPixels: false }).metadata());
  } catch {
    throw commonFail('image_unreadable', {
      detail: { fr: 'Le fichier n’est pas une image lisible.', en: 'The file is not a readable image.' },
    });
  }
  if (!width || !height || width * height > maxInputPixels) throw tooManyPixels();
}

/**
 * Checks an upload by content and re-encodes it as WebP. Re-encoding drops every metadata
 * block (EXIF location, camera serials) and any payload hidden after the image.
 */
export async function reencodeImage(
  data: Buffer,
  size: { width: number; height: number; fit: 'cover' | 'inside' },
): Promise<Buffer> {
  if (!sniffImageType(data)) {
    throw commonFail('unsupported_media_type', {
      detail: {
        fr: `Type de fichier invalide. Types acceptés : ${imageTypes.join(', ')}.`,
        en: `Invalid file type. Allowed types: ${imageTypes.join(', ')}.`,
      },
    });
  }
  try {
    return await (await loadSharp())(data, { limitInputPixels: maxInputPixels, failOn: 'error' })
      .rotate()
      .resize(size.width, size.height, { fit: size.fit, withoutEnlargement: size.fit === 'inside' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message)) throw tooManyPixels();
    throw commonFail('image_unreadable', {
      detail: { fr: 'Le fichier n’est pas une image lisible.', en: 'The file is not a readable image.' },
    });
  }
}

/**
 * sharp (and libvips) load on the first image, not at start: most starts handle none, and a
 * second `./script/start` has 3 s to be ready. Node caches the module after the first import.
 */
async function loadSharp(): Promise<typeof import('sharp')['default']> {
  return (await import('sharp')).default;
}
