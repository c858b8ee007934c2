// Builders for the verification tests: tiny valid files of each allowed type, and an upload call.
import sharp from 'sharp';
import type { TestApp } from '../../../test/build-app.ts';
import { bearer } from '../../../test/factories.ts';

export function pdfFile(text = 'Permis de conduire'): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
    'latin1',
  );
}

export function jpegFile(): Promise<Buffer> {
  return sharp({ create: { width: 16, height: 16, channels: 3, background: '#3366cc' } })
    .jpeg()
    .toBuffer();
}

export function pngFile(): Promise<Buffer> {
  return sharp({ create: { width: 16, height: 16, channels: 4, background: '#ffcc00' } })
    .png()
    .toBuffer();
}

export const gifFile = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
/** The start of a Windows executable (MZ header, DOS stub). */
export const exeFile = Buffer.concat([
  Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00', 'latin1'),
  Buffer.from('This program cannot be run in DOS mode.\r\n', 'latin1'),
]);

export interface UploadOptions {
  type?: string;
  contentType?: string;
  fileName?: string;
  language?: 'fr' | 'en';
}

export function uploadDocument(t: TestApp, session: { token: string } | null, file: Buffer, options: UploadOptions = {}) {
  const query = new URLSearchParams({ type: options.type ?? 'id' });
  if (options.fileName !== undefined) query.set('fileName', options.fileName);
  return t.request({
    method: 'POST',
    url: `/api/cleaners/me/documents?${query}`,
    headers: {
      ...(session ? bearer(session) : {}),
      'content-type': options.contentType ?? 'application/pdf',
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
    payload: file,
  });
}
