import type { MikroORM } from '@mikro-orm/postgresql';
import { NewsletterSubscriber } from '../growth/growth.entities.ts';

export type ExportStatus = 'confirmed' | 'pending' | 'unsubscribed' | 'all';

const columns = ['email', 'language', 'status', 'termsAcceptedAt', 'confirmedAt', 'unsubscribedAt'] as const;

/**
 * One CSV cell: quoted when it holds a separator, quote or line break; prefixed with ' when a
 * spreadsheet would run it as a formula (CSV injection), since addresses are typed by anyone.
 */
export function csvCell(value: string | null): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The newsletter list as CSV (RFC 4180, CRLF, with a BOM so spreadsheets read the accents). */
export async function newsletterCsv(orm: MikroORM, status: ExportStatus): Promise<string> {
  const rows = await orm.em
    .fork()
    .find(NewsletterSubscriber, status === 'all' ? {} : { status }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);
  const lines = [
    columns.join(','),
    ...rows.map((row) =>
      [row.email, row.language, row.status, iso(row.termsAcceptedAt), iso(row.confirmedAt), iso(row.unsubscribedAt)]
        .map(csvCell)
        .join(','),
    ),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
