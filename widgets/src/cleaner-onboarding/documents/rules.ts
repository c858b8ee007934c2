/**
 * The document rules of the contract (verification.uploadDocument) and spec §5, checked in the
 * browser before anything is sent: PDF, JPG or PNG, at most 10 MB. The server checks again from
 * the file's first bytes; these only spare a long upload that would be refused.
 */
export const maxDocumentBytes = 10 * 1024 * 1024;
export const maxDocumentMb = maxDocumentBytes / (1024 * 1024);

export type DocumentContentType = 'application/pdf' | 'image/jpeg' | 'image/png';

const byExtension: Record<string, DocumentContentType> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** For the file picker: the types, and the extensions for systems that do not know a type. */
export const documentAccept = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png';
export const documentTypeNames = 'PDF, JPG, PNG';

export type FileProblem = { kind: 'tooLarge'; bytes: number } | { kind: 'invalidType' } | { kind: 'empty' };

/**
 * The content type to send, from the browser's type or else the name's extension; null when
 * neither is an allowed one. A declared type that disagrees with the extension is taken as
 * declared: the server compares it with the content and answers 415 if it lies.
 */
export function documentContentType(file: Pick<File, 'name' | 'type'>): DocumentContentType | null {
  const declared = file.type.toLowerCase();
  if (declared === 'image/jpg') return 'image/jpeg';
  if (declared === 'application/pdf' || declared === 'image/jpeg' || declared === 'image/png') return declared;
  if (declared !== '' && declared !== 'application/octet-stream') return null;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return byExtension[extension] ?? null;
}

/** What is wrong with a chosen file, as far as the browser can tell; null when it may be sent. */
export function checkDocumentFile(file: Pick<File, 'name' | 'type' | 'size'>): FileProblem | null {
  if (documentContentType(file) === null) return { kind: 'invalidType' };
  if (file.size > maxDocumentBytes) return { kind: 'tooLarge', bytes: file.size };
  if (file.size === 0) return { kind: 'empty' };
  return null;
}

export function isImageType(type: string): boolean {
  return type === 'image/jpeg' || type === 'image/png';
}

/** A size for people: « 1,2 Mo » / "1.2 MB", « 850 ko » / "850 kB". */
export function formatBytes(bytes: number, locale: string): string {
  const tag = locale === 'en' ? 'en-CA' : 'fr-CA';
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) {
    return new Intl.NumberFormat(tag, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(mb);
  }
  return new Intl.NumberFormat(tag, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(
    Math.max(1, Math.round(bytes / 1024)),
  );
}
