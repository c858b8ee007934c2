import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app.ts';
import { bearer, signUp } from '../../../test/factories.ts';

const t = useTestApp();

async function jpegWithLocation(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'SecretCam', Copyright: 'Marie Tremblay' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 30/1 0/1' },
    })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData) >>> 0);
  return Buffer.concat([length, typeAndData, crc]);
}

/** A tiny PNG file whose header claims 30 000 × 30 000 pixels. */
function pixelFlood(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30_000, 0);
  header.writeUInt32BE(30_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('profile picture', () => {
  it('is re-encoded as a 512 px WebP without metadata, and served publicly', async () => {
    const account = await signUp(t);
    const res = await t.request({
      method: 'PUT',
      url: '/api/users/me/avatar',
      headers: { ...bearer(account), 'content-type': 'image/jpeg' },
      payload: await jpegWithLocation(),
    });
    expect(res.statusCode).toBe(200);
    const url: string = res.json().profilePic;
    expect(url).toMatch(new RegExp(`^/api/users/${account.user.id}/avatar\\?v=`));

    const image = await t.request({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();
    expect(image.rawPayload.includes(Buffer.from('SecretCam'))).toBe(false);
  });

  it('removes the picture when profilePic is patched to null', async () => {
    const account = await signUp(t);
    const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#ffcc00' } })
      .png()
      .toBuffer();
    const uploaded = await t.request({
      method: 'PUT',
      url: '/api/users/me/avatar',
      headers: { ...bearer(account), 'content-type': 'image/png' },
      payload: png,
    });
    const url = uploaded.json().profilePic;
    const cleared = await t.request({
      method: 'PATCH',
      url: '/api/users/me',
      headers: bearer(account),
      payload: { profilePic: null },
    });
    expect(cleared.json().profilePic).toBeNull();
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('checks the type by content and names the allowed types', async () => {
    const account = await signUp(t);
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    const disguised = await t.request({
      method: 'PUT',
      url: '/api/users/me/avatar',
      headers: { ...bearer(account), 'content-type': 'image/png' },
      payload: gif,
    });
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json().detail).toContain('image/jpeg, image/png, image/webp');
    const declaredGif = await t.request({
      method: 'PUT',
      url: '/api/users/me/avatar',
      headers: { ...bearer(account), 'content-type': 'image/gif' },
      payload: gif,
    });
    expect(declaredGif.statusCode).toBe(415);
    expect(declaredGif.json().detail).toContain('image/png');
  });

  it('refuses more than 5 MB with 413 and a pixel flood with 422', async () => {
    const account = await signUp(t);
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const tooBig = await t.request({
      method: 'PUT',
      url: '/api/users/me/avatar',
      headers: { ...bearer(account), 'content-type': 'image/jpeg' },
      payload: big,
    });
    expect(tooBig.statusCode).toBe(413);
    const flood = await t.request({
      method: 'PUT',
      url: '/api/users/me/avatar',
      headers: { ...bearer(account), 'content-type': 'image/png' },
      payload: pixelFlood(),
    });
    expect(flood.statusCode).toBe(422);
    expect(flood.json().code).toBe('image_too_many_pixels');
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('not really a jpeg')]);
    const unreadable = await t.request({
      method: 'PUT',
      url: '/api/users/me/avatar',
      headers: { ...bearer(account), 'content-type': 'image/jpeg' },
      payload: broken,
    });
    expect(unreadable.statusCode).toBe(422);
    expect(unreadable.json().code).toBe('image_unreadable');
  });
});
