import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import type { InvoiceSnapshot } from './invoice-snapshot.ts';

/**
 * A booking's invoice, issued once: its number and what it said (the snapshot) are fixed at the
 * first download, so every later download shows the same invoice.
 */
export const Invoice = defineEntity({
  name: 'Invoice',
  tableName: 'invoice',
  properties: {
    id: p.string().primary(),
    bookingId: p.string().unique(),
    /** `PR-2026-000123`: the year of issue and its sequence. */
    number: p.string().unique(),
    year: p.integer(),
    sequence: p.integer(),
    issuedAt: p.datetime(),
    snapshot: p.json<InvoiceSnapshot>(),
  },
});
export type IInvoice = InferEntity<typeof Invoice>;

/** The last invoice number given in each year: one row per year, updated in the issuing transaction. */
export const InvoiceSequence = defineEntity({
  name: 'InvoiceSequence',
  tableName: 'invoice_sequence',
  properties: {
    year: p.integer().primary(),
    lastNumber: p.integer(),
  },
});
export type IInvoiceSequence = InferEntity<typeof InvoiceSequence>;
