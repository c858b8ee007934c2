import type { CommercialReferral, FaqCategory } from '@propre/sdk';

export type { AdminBlogPost, AdminDiscountCode, AdminFaqEntry, FaqCategory, GalleryItem, ReferralStats } from '@propre/sdk';
export type CommercialLead = CommercialReferral;
export type Language = 'fr' | 'en';

export const languages: readonly Language[] = ['fr', 'en'];
export const faqCategories: readonly FaqCategory[] = ['general', 'clients', 'cleaners', 'payments', 'safety'];

/** The sections of the console, in the order of its tabs. */
export const marketingSections = ['newsletter', 'discounts', 'referrals', 'commercial', 'gallery', 'blog', 'faq'] as const;
export type MarketingSection = (typeof marketingSections)[number];

/** The export's filter (admin.exportNewsletterSubscribers `status`). */
export const subscriberStatuses = ['confirmed', 'pending', 'unsubscribed', 'all'] as const;
export type SubscriberStatus = (typeof subscriberStatuses)[number];

/** One row of the export, by the header's names. */
export interface Subscriber {
  email: string;
  language: string;
  status: string;
  termsAcceptedAt: string;
  confirmedAt: string;
  unsubscribedAt: string;
}

/** The CSV's rows as arrays of cells (RFC 4180: quoted cells may hold commas, quotes and line breaks). */
export function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** The subscribers of the export: each row read by the header's column names. */
export function subscribersOf(csv: string): Subscriber[] {
  const [header = [], ...rows] = csvRows(csv.replace(/^\uFEFF/, ''));
  return rows
    .filter((cells) => cells.some(Boolean))
    .map((cells) => {
      const byName = new Map(header.map((name, index) => [name, cells[index] ?? '']));
      return {
        email: byName.get('email') ?? '',
        language: byName.get('language') ?? '',
        status: byName.get('status') ?? '',
        termsAcceptedAt: byName.get('termsAcceptedAt') ?? '',
        confirmedAt: byName.get('confirmedAt') ?? '',
        unsubscribedAt: byName.get('unsubscribedAt') ?? '',
      };
    });
}

/** The file name the API gives its export, made here for the copy saved from the page. */
export function exportFileName(status: SubscriberStatus, now: Date = new Date()): string {
  return `newsletter-${status}-${now.toISOString().slice(0, 10)}.csv`;
}
