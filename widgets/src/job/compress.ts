/** The longest edge of an uploaded photo: plenty to judge a clean room, a fraction of a phone's 12 MP. */
export const photoMaxEdge = 1600;
export const photoQuality = 0.8;

/** The size that fits `maxEdge` keeping the proportions; never enlarged. */
export function fitWithin(width: number, height: number, maxEdge = photoMaxEdge): { width: number; height: number } {
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * A phone photo made small before it travels (a slow connection on site): decoded with its
 * orientation applied, resized to `maxEdge` and encoded as JPEG. A file the browser cannot
 * decode (some HEIC) goes as it is, and the API says whether it accepts it.
 */
export async function compressImage(
  file: Blob,
  { maxEdge = photoMaxEdge, quality = photoQuality }: { maxEdge?: number; quality?: number } = {},
): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const jpeg = await drawAsJpeg(bitmap, fitWithin(bitmap.width, bitmap.height, maxEdge), quality);
    if (!jpeg) return file;
    // An already small JPEG may come out bigger: the smaller one travels.
    return file.type === 'image/jpeg' && file.size <= jpeg.size ? file : jpeg;
  } finally {
    bitmap.close();
  }
}

async function drawAsJpeg(bitmap: ImageBitmap, size: { width: number; height: number }, quality: number): Promise<Blob | null> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    return canvas.convertToBlob({ type: 'image/jpeg', quality });
  }
  // Older Safari: a detached canvas does the same.
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}
