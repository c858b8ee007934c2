import { crc32 } from 'node:zlib';

/**
 * Removes location and identifying metadata from a JPEG or PNG kept as sent (issue 34, finding
 * 9): EXIF (GPS position, camera serial numbers, owner's name, dates), XMP, IPTC/Photoshop
 * blocks, comments, text chunks, embedded second images and anything after the image's end.
 * Lossless: the compressed pixel data is copied untouched, never decoded or re-encoded, so a
 * scanned document stays exactly as legible. What the image needs to look the same is kept: the
 * colour profile (ICC), Adobe's colour-transform flag, JFIF density, PNG's colour and
 * transparency chunks, and the EXIF orientation, rewritten as an EXIF block holding that one
 * tag. A file whose structure cannot be followed throws `ImageMetadataError`: it is refused
 * rather than kept with what it may carry.
 */
export function stripImageMetadata(data: Buffer, type: 'image/jpeg' | 'image/png'): Buffer {
  return type === 'image/jpeg' ? stripJpeg(data) : stripPng(data);
}

export class ImageMetadataError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImageMetadataError';
  }
}

const orientationTag = 0x0112;

/** The EXIF orientation (2–8) of a TIFF structure (EXIF's payload), undefined when absent, 1 or unreadable. */
export function exifOrientation(tiff: Buffer): number | undefined {
  if (tiff.length < 8) return undefined;
  const order = tiff.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return undefined;
  const le = order === 'II';
  const u16 = (at: number) => (le ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (le ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  if (u16(2) !== 42) return undefined;
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return undefined;
  const count = u16(ifd);
  for (let i = 0; i < count; i += 1) {
    const entry = ifd + 2 + 12 * i;
    if (entry + 12 > tiff.length) return undefined;
    // SHORT, one value: stored in the first two bytes of the value field.
    if (u16(entry) === orientationTag && u16(entry + 2) === 3 && u32(entry + 4) === 1) {
      const value = u16(entry + 8);
      return value >= 2 && value <= 8 ? value : undefined;
    }
  }
  return undefined;
}

/** A TIFF structure (little-endian) whose only IFD holds the orientation and nothing else. */
function orientationOnlyTiff(orientation: number): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write('II', 0, 'latin1');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  tiff.writeUInt16LE(1, 8);
  tiff.writeUInt16LE(orientationTag, 10);
  tiff.writeUInt16LE(3, 12);
  tiff.writeUInt32LE(1, 14);
  tiff.writeUInt16LE(orientation, 18);
  // Bytes 20–21 pad the value field; 22–25 (0): no next IFD, so no thumbnail IFD either.
  return tiff;
}

const exifHeader = Buffer.from('Exif\0\0', 'latin1');

function startsWith(segment: Buffer, text: string): boolean {
  return segment.length >= text.length && segment.toString('latin1', 0, text.length) === text;
}

/** Which APPn/COM segments stay: only those that change how the pixels look. */
function keptSegment(marker: number, payload: Buffer): boolean {
  if (marker === 0xe0) return startsWith(payload, 'JFIF\0');
  if (marker === 0xe2) return startsWith(payload, 'ICC_PROFILE\0');
  if (marker === 0xee) return startsWith(payload, 'Adobe');
  // Every other APPn (EXIF and XMP in APP1, MPF's second images in APP2, IPTC in APP13…) and COM.
  return !((marker >= 0xe0 && marker <= 0xef) || marker === 0xfe);
}

function stripJpeg(data: Buffer): Buffer {
  if (data.length < 4 || data[0] !== 0xff || data[1] !== 0xd8) throw new ImageMetadataError('Not a JPEG');
  const parts: Buffer[] = [data.subarray(0, 2)];
  let orientation: number | undefined;
  let pos = 2;
  while (pos < data.length) {
    if (data[pos] !== 0xff) throw new ImageMetadataError(`No marker at byte ${pos}`);
    while (data[pos + 1] === 0xff) pos += 1; // fill bytes
    const marker = data[pos + 1];
    if (marker === undefined) throw new ImageMetadataError('Truncated marker');
    if (marker === 0xd9) {
      // The end of the image: whatever follows (a second image, a hidden payload) is dropped.
      parts.push(data.subarray(pos, pos + 2));
      break;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      parts.push(data.subarray(pos, pos + 2));
      pos += 2;
      continue;
    }
    if (pos + 4 > data.length) throw new ImageMetadataError('Truncated segment');
    const end = pos + 2 + data.readUInt16BE(pos + 2);
    if (end > data.length || end < pos + 4) throw new ImageMetadataError(`Segment 0x${marker.toString(16)} overruns the file`);
    const payload = data.subarray(pos + 4, end);
    if (marker === 0xe1 && startsWith(payload, exifHeader.toString('latin1'))) {
      orientation ??= exifOrientation(payload.subarray(exifHeader.length));
    } else if (keptSegment(marker, payload)) {
      parts.push(data.subarray(pos, end));
    }
    pos = end;
    if (marker === 0xda) {
      // Entropy-coded data runs to the next marker that is neither a stuffed 0xFF00 nor a restart.
      let scan = pos;
      while (scan + 1 < data.length) {
        const next = data[scan + 1] as number;
        if (data[scan] === 0xff && next !== 0x00 && next !== 0xff && !(next >= 0xd0 && next <= 0xd7)) break;
        scan += 1;
      }
      if (scan + 1 >= data.length) scan = data.length; // no end marker: keep the pixels as they are
      parts.push(data.subarray(pos, scan));
      pos = scan;
    }
  }
  if (orientation !== undefined) {
    const tiff = orientationOnlyTiff(orientation);
    const segment = Buffer.alloc(4);
    segment.writeUInt16BE(0xffe1, 0);
    segment.writeUInt16BE(2 + exifHeader.length + tiff.length, 2);
    // Right after JFIF's APP0 when there is one (JFIF wants to be first), else after SOI.
    const at = parts[1] && parts[1][1] === 0xe0 ? 2 : 1;
    parts.splice(at, 0, segment, exifHeader, tiff);
  }
  return Buffer.concat(parts);
}

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Chunks that change how the pixels look (or animate): every other one, text, time and EXIF included, goes. */
const keptPngChunks = new Set([
  'IHDR',
  'PLTE',
  'IDAT',
  'IEND',
  'tRNS',
  'gAMA',
  'cHRM',
  'sRGB',
  'iCCP',
  'sBIT',
  'bKGD',
  'pHYs',
  'cICP',
  'mDCV',
  'cLLI',
  'acTL',
  'fcTL',
  'fdAT',
]);

function pngChunk(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])), 0);
  return Buffer.concat([head, body, crc]);
}

function stripPng(data: Buffer): Buffer {
  if (data.length < 8 || !data.subarray(0, 8).equals(pngSignature)) throw new ImageMetadataError('Not a PNG');
  const parts: Buffer[] = [pngSignature];
  let pos = 8;
  while (pos < data.length) {
    if (pos + 12 > data.length) throw new ImageMetadataError('Truncated chunk');
    const length = data.readUInt32BE(pos);
    const type = data.toString('latin1', pos + 4, pos + 8);
    const end = pos + 12 + length;
    if (end > data.length) throw new ImageMetadataError(`Chunk ${type} overruns the file`);
    if (type === 'eXIf') {
      const orientation = exifOrientation(data.subarray(pos + 8, pos + 8 + length));
      if (orientation !== undefined) parts.push(pngChunk('eXIf', orientationOnlyTiff(orientation)));
    } else if (keptPngChunks.has(type)) {
      parts.push(data.subarray(pos, end));
    }
    pos = end;
    // Whatever follows the end (a hidden payload) is dropped.
    if (type === 'IEND') break;
  }
  return Buffer.concat(parts);
}
