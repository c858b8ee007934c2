// Images as a phone writes them, with where they were taken: EXIF with a GPS IFD, XMP, a
// comment (JPEG) or text chunks (PNG). The metadata is written byte by byte here; the pixels
// come from sharp so that the images really decode.
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** 45°30'12.34" N, 73°34'56.78" W: a spot in Montréal, as rationals. */
const latitude = [
  [45, 1],
  [30, 1],
  [1234, 100],
];
const longitude = [
  [73, 1],
  [34, 1],
  [5678, 100],
];
export const cameraMake = 'PhoneCo';
export const xmpPlace = 'GPSLatitude>45,30.2057N<';
export const commentText = 'Chez moi, 123 rue Principale';

/** A big-endian TIFF structure: IFD0 (Make, Orientation, GPS pointer), then the GPS IFD and its values. */
export function exifTiff(orientation: number): Buffer {
  const b = Buffer.alloc(200);
  b.write('MM', 0, 'latin1');
  b.writeUInt16BE(42, 2);
  b.writeUInt32BE(8, 4);
  // IFD0 at 8: three entries (8 + 2 + 36 + 4 = 50).
  let at = 8;
  b.writeUInt16BE(3, at);
  at += 2;
  const entry = (tag: number, type: number, count: number, value: (offset: number) => void) => {
    b.writeUInt16BE(tag, at);
    b.writeUInt16BE(type, at + 2);
    b.writeUInt32BE(count, at + 4);
    value(at + 8);
    at += 12;
  };
  entry(0x010f, 2, cameraMake.length + 1, (o) => b.writeUInt32BE(120, o)); // Make, ASCII at 120
  entry(0x0112, 3, 1, (o) => b.writeUInt16BE(orientation, o)); // Orientation
  entry(0x8825, 4, 1, (o) => b.writeUInt32BE(50, o)); // GPSInfo IFD at 50
  b.writeUInt32BE(0, at);
  // GPS IFD at 50: four entries (50 + 2 + 48 + 4 = 104), rationals at 140 and 164.
  at = 50;
  b.writeUInt16BE(4, at);
  at += 2;
  entry(0x0001, 2, 2, (o) => b.write('N\0', o, 'latin1'));
  entry(0x0002, 5, 3, (o) => b.writeUInt32BE(140, o));
  entry(0x0003, 2, 2, (o) => b.write('W\0', o, 'latin1'));
  entry(0x0004, 5, 3, (o) => b.writeUInt32BE(164, o));
  b.writeUInt32BE(0, at);
  b.write(`${cameraMake}\0`, 120, 'latin1');
  for (const [offset, value] of [
    [140, latitude],
    [164, longitude],
  ] as const) {
    for (const [j, n] of value.flat().entries()) b.writeUInt32BE(n, offset + 4 * j);
  }
  return b.subarray(0, 188);
}

function jpegSegment(marker: number, payload: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt16BE(0xff00 | marker, 0);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
}

/** Pixels that show which way up the image is: 4 × 2, every pixel its own colour. */
function pixels() {
  const raw = Buffer.from(Array.from({ length: 4 * 2 * 3 }, (_, i) => (i * 37) % 256));
  return sharp(raw, { raw: { width: 4, height: 2, channels: 3 } });
}

/** A JPEG with EXIF (GPS, camera, the orientation given), XMP, a comment and bytes after its end. */
export async function jpegWithLocation(orientation = 6): Promise<{ original: Buffer; located: Buffer }> {
  const original = await pixels().jpeg({ quality: 90 }).toBuffer();
  const xmp = Buffer.from(
    `http://ns.adobe.com/xap/1.0/\0<x:xmpmeta xmlns:x="adobe:ns:meta/"><exif:${xmpPlace}/exif:GPSLatitude></x:xmpmeta>`,
    'latin1',
  );
  const located = Buffer.concat([
    original.subarray(0, 2),
    jpegSegment(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), exifTiff(orientation)])),
    jpegSegment(0xe1, xmp),
    jpegSegment(0xfe, Buffer.from(commentText, 'latin1')),
    original.subarray(2),
    Buffer.from(`hidden after the end: ${commentText}`, 'latin1'),
  ]);
  return { original, located };
}

function pngChunk(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])), 0);
  return Buffer.concat([head, body, crc]);
}

/** A PNG with an eXIf chunk (GPS, camera, the orientation given) and a tEXt chunk, before its pixels. */
export async function pngWithLocation(orientation = 3): Promise<{ original: Buffer; located: Buffer }> {
  const original = await pixels().png().toBuffer();
  // The signature (8) and IHDR (25): the metadata goes right after, before IDAT.
  const located = Buffer.concat([
    original.subarray(0, 33),
    pngChunk('eXIf', exifTiff(orientation)),
    pngChunk('tEXt', Buffer.from(`Comment\0${commentText}`, 'latin1')),
    original.subarray(33),
  ]);
  return { original, located };
}

/** The tags of IFD0 of an EXIF payload as sharp reports it (`Exif\0\0` then TIFF). */
export function ifd0Tags(exif: Buffer | undefined): number[] {
  if (!exif) return [];
  const tiff = exif.toString('latin1', 0, 4) === 'Exif' ? exif.subarray(6) : exif;
  const le = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (le ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const ifd = le ? tiff.readUInt32LE(4) : tiff.readUInt32BE(4);
  return Array.from({ length: u16(ifd) }, (_, i) => u16(ifd + 2 + 12 * i));
}

/** What a viewer gets from an image: its size, orientation, the EXIF tags of IFD0 and the decoded pixels. */
export async function decoded(image: Buffer) {
  const meta = await sharp(image).metadata();
  return {
    width: meta.width,
    height: meta.height,
    orientation: meta.orientation,
    exifTags: ifd0Tags(meta.exif),
    pixels: await sharp(image).raw().toBuffer(),
  };
}
