import { describe, expect, test } from 'vitest';
import { compressImage, fitWithin } from './compress.ts';

/** A photo-like image (noise, so JPEG cannot squeeze it to nothing) of the given size and type. */
async function picture(width: number, height: number, type = 'image/png'): Promise<Blob> {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
  const pixels = context.createImageData(width, height);
  for (let i = 0; i < pixels.data.length; i += 4) {
    pixels.data[i] = (i * 7) % 256;
    pixels.data[i + 1] = (i * 13) % 251;
    pixels.data[i + 2] = (i >> 8) % 256;
    pixels.data[i + 3] = 255;
  }
  context.putImageData(pixels, 0, 0);
  return canvas.convertToBlob({ type, quality: 0.95 });
}

async function sizeOf(blob: Blob) {
  const bitmap = await createImageBitmap(blob);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}

describe('compressImage', () => {
  test('makes a phone-sized photo a 1600 px JPEG, keeping its proportions, much lighter', async () => {
    const original = await picture(4000, 3000);
    const small = await compressImage(original);
    expect(small.type).toBe('image/jpeg');
    expect(await sizeOf(small)).toEqual({ width: 1600, height: 1200 });
    expect(small.size).toBeLessThan(original.size / 4);
  });

  test('fits a portrait photo by its height', async () => {
    const small = await compressImage(await picture(1200, 3600));
    expect(await sizeOf(small)).toEqual({ width: 533, height: 1600 });
  });

  test('never enlarges a small image, and keeps a small JPEG that would come out bigger', async () => {
    const png = await compressImage(await picture(300, 200));
    expect(await sizeOf(png)).toEqual({ width: 300, height: 200 });
    const jpeg = await picture(300, 200, 'image/jpeg');
    const again = await compressImage(jpeg, { quality: 1 });
    expect(again.size).toBeLessThanOrEqual(jpeg.size);
  });

  test('sends a file the browser cannot decode as it is (the API says whether it takes it)', async () => {
    const odd = new Blob(['not an image'], { type: 'image/heic' });
    expect(await compressImage(odd)).toBe(odd);
  });
});

describe('fitWithin', () => {
  test('scales the longest edge down to the limit, never up', () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(10, 9000, 1000)).toEqual({ width: 1, height: 1000 });
  });
});
