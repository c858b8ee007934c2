import { commonFail } from '../../plugins/errors/common.errors.ts';
import type { DocumentContentType } from './verification.entities.ts';

export const documentMaxBytes = 10 * 1024 * 1024;
export const fileNameMaxLength = 120;

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The extension files of each type are stored and downloaded with. */
export const extensionOf: Record<DocumentContentType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};
const knownExtensions: Record<DocumentContentType, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
};

/** The document type the bytes really are, from their signature; undefined for anything else. */
export function sniffDocumentType(data: Buffer): DocumentContentType | undefined {
  if (data.length >= 5 && data.toString('latin1', 0, 5) === '%PDF-') return 'application/pdf';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (data.length >= 8 && data.subarray(0, 8).equals(pngSignature)) return 'image/png';
  return undefined;
}

/**
 * The type of an upload, checked from its content. The declared type must agree: a file that
 * says it is a PDF but is not one is refused rather than stored under the wrong type.
 */
export function checkDocumentType(data: Buffer, declared: string | undefined): DocumentContentType {
  const sniffed = sniffDocumentType(data);
  const normalised = declared?.split(';')[0]?.trim().toLowerCase();
  if (!sniffed || sniffed !== normalised) {
    throw commonFail('unsupported_media_type', {
      detail: {
        fr: 'Type de fichier invalide. Types acceptés : PDF, JPG, PNG (application/pdf, image/jpeg, image/png).',
        en: 'Invalid file type. Allowed types: PDF, JPG, PNG (application/pdf, image/jpeg, image/png).',
      },
    });
  }
  return sniffed;
}

/**
 * A client's file name made safe to show and to offer as a download name: no folders, no
 * control or bidirectional-override characters (which disguise "fdp.exe" as "exe.pdf"), at
 * most 120 characters, and ending with the extension of the type the content really is.
 * Null when nothing is left.
 */
export function cleanFileName(raw: string | undefined, type: DocumentContentType): string | null {
  if (raw === undefined) return null;
  const base = raw.normalize('NFC').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/\s+/gu, ' ')
    .replace(/^[\s.]+/u, '')
    .trim();
  if (!cleaned) return null;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 ? cleaned.slice(dot + 1).toLowerCase() : '';
  const known = knownExtensions[type].includes(extension);
  const stem = known ? cleaned.slice(0, dot) : cleaned;
  const suffix = known ? cleaned.slice(dot) : `.${extensionOf[type]}`;
  const room = fileNameMaxLength - suffix.length;
  const shortened = Array.from(stem).slice(0, room).join('').trimEnd();
  return `${shortened || 'document'}${suffix}`;
}

/** `attachment` with the name for every browser: an ASCII fallback and the UTF-8 form (RFC 6266). */
export function attachmentHeader(fileName: string): string {
  const ascii =
    fileName
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\%;]/g, '_') || 'document';
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
