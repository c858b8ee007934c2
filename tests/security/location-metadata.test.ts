/**
 * Class: an image kept as sent keeps nothing of where it was taken (issue 34, finding 9).
 * Verification documents are stored without re-encoding, so a phone photo of an ID card kept
 * its EXIF GPS position (the cleaner's home), camera serials, XMP and comments for every admin
 * who downloads it. Now the stored and downloaded file has none of it, its pixels untouched and
 * its orientation kept.
 */
import { useTestApp } from '@propre/api/test/build-app';
import { bearer, createAdmin, signUp } from '@propre/api/test/factories';
import { cameraMake, commentText, decoded, jpegWithLocation, pngWithLocation, xmpPlace } from '@propre/api/test/located-images';
import { describe, expect, it } from 'vitest';

const t = useTestApp();
const gpsLatitudeSeconds = Buffer.from([0, 0, 0x04, 0xd2, 0, 0, 0, 100]); // 1234/100, as written

const cases = [
  { contentType: 'image/jpeg', make: () => jpegWithLocation(6), orientation: 6 },
  { contentType: 'image/png', make: () => pngWithLocation(3), orientation: 3 },
] as const;

describe('location metadata of uploaded images kept as sent', () => {
  for (const { contentType, make, orientation } of cases) {
    it(`${contentType}: the downloaded document has no GPS or camera metadata, same pixels, same orientation`, async () => {
      const cleaner = await signUp(t, { role: 'cleaner' });
      const admin = await createAdmin(t);
      const { original, located } = await make();
      expect(located.includes(gpsLatitudeSeconds)).toBe(true);
      const upload = await t.request({
        method: 'POST',
        url: '/api/cleaners/me/documents?type=id',
        headers: { ...bearer(cleaner), 'content-type': contentType },
        payload: located,
      });
      expect(upload.statusCode, upload.body).toBe(201);
      const download = await t.request({ method: 'GET', url: upload.json().fileUrl, headers: bearer(admin) });
      expect(download.statusCode).toBe(200);
      const stored = download.rawPayload;
      expect(upload.json().sizeBytes).toBe(stored.length);
      expect(stored.includes(gpsLatitudeSeconds)).toBe(false);
      for (const leak of [cameraMake, commentText, xmpPlace]) expect(stored.toString('latin1')).not.toContain(leak);
      const image = await decoded(stored);
      expect([image.width, image.height, image.orientation]).toEqual([4, 2, orientation]);
      expect(image.exifTags).toEqual([0x0112]);
      expect(image.pixels.equals((await decoded(original)).pixels)).toBe(true);
    });
  }
});
