import { describe, expect, it } from 'vitest';
import { cameraMake, commentText, decoded, jpegWithLocation, pngWithLocation, xmpPlace } from '../../test/located-images.ts';
import { exifOrientation, ImageMetadataError, stripImageMetadata } from './image-metadata.ts';

const gpsLatitudeSeconds = Buffer.from([0, 0, 0x04, 0xd2, 0, 0, 0, 100]); // 1234/100, big-endian

function expectNothingLocated(image: Buffer) {
  const text = image.toString('latin1');
  for (const leak of [cameraMake, commentText, xmpPlace, 'http://ns.adobe.com']) expect(text).not.toContain(leak);
  expect(image.includes(gpsLatitudeSeconds)).toBe(false);
}

describe('stripping metadata from an image kept as sent', () => {
  it('JPEG: EXIF GPS, camera, XMP, comment and trailing bytes go; pixels and orientation stay', async () => {
    const { original, located } = await jpegWithLocation(6);
    expect(located.includes(gpsLatitudeSeconds)).toBe(true);
    const stripped = stripImageMetadata(located, 'image/jpeg');
    expectNothingLocated(stripped);
    const image = await decoded(stripped);
    expect([image.width, image.height, image.orientation]).toEqual([4, 2, 6]);
    expect(image.exifTags).toEqual([0x0112]);
    expect(image.pixels.equals((await decoded(original)).pixels)).toBe(true);
    // The compressed data is copied, not re-encoded: everything but the new EXIF block is the original.
    expect(Buffer.concat([original.subarray(0, 2), stripped.subarray(2 + 36)]).equals(original)).toBe(true);
  });

  it('JPEG: without an orientation no EXIF is left; with nothing to remove the file is unchanged', async () => {
    const { original, located } = await jpegWithLocation(1);
    expect(stripImageMetadata(located, 'image/jpeg').equals(original)).toBe(true);
    expect(stripImageMetadata(original, 'image/jpeg').equals(original)).toBe(true);
  });

  it('PNG: eXIf GPS and text chunks go; pixels and orientation stay', async () => {
    const { original, located } = await pngWithLocation(3);
    const stripped = stripImageMetadata(located, 'image/png');
    expectNothingLocated(stripped);
    const image = await decoded(stripped);
    expect([image.width, image.height, image.orientation]).toEqual([4, 2, 3]);
    expect(image.exifTags).toEqual([0x0112]);
    expect(image.pixels.equals((await decoded(original)).pixels)).toBe(true);
    expect(stripImageMetadata(original, 'image/png').equals(original)).toBe(true);
    const after = Buffer.concat([original, Buffer.from(commentText)]);
    expect(stripImageMetadata(after, 'image/png').equals(original)).toBe(true);
  });

  it('refuses a file whose structure cannot be followed rather than keep it', async () => {
    const { located } = await jpegWithLocation();
    expect(() => stripImageMetadata(located.subarray(0, 10), 'image/jpeg')).toThrow(ImageMetadataError);
    const { located: png } = await pngWithLocation();
    expect(() => stripImageMetadata(png.subarray(0, 40), 'image/png')).toThrow(ImageMetadataError);
  });

  it('reads an orientation in either byte order, and nothing from a broken structure', () => {
    const le = Buffer.from([0x49, 0x49, 42, 0, 8, 0, 0, 0, 1, 0, 0x12, 0x01, 3, 0, 1, 0, 0, 0, 8, 0, 0, 0, 0, 0, 0, 0]);
    expect(exifOrientation(le)).toBe(8);
    expect(exifOrientation(le.subarray(0, 12))).toBeUndefined();
    expect(exifOrientation(Buffer.from('not a tiff at all'))).toBeUndefined();
  });
});
