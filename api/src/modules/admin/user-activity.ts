import type { EntityManager } from '@mikro-orm/postgresql';
import type { components } from '@propre/openapi/types';
import { query } from '../../db/sql.ts';

type Activity = components['schemas']['AdminUserActivity'];
const iso = (value: Date | string) => new Date(value).toISOString();
const latest = 20;

/** The latest 20 of an account's bookings, ledger lines, documents and sessions, newest first. */
export async function activityOf(em: EntityManager, userId: string): Promise<Activity> {
  const [bookings, ledgerLines, documents, sessions] = await Promise.all([
    query<{
      id: string;
      as: 'client' | 'cleaner';
      status: Activity['bookings'][number]['status'];
      starts_at: Date;
      total_cents: number;
    }>(
      em,
      `select id, case when client_id = $1 then 'client' else 'cleaner' end as as, status, starts_at, total_cents
         from booking where client_id = $1 or cleaner_id = $1 order by starts_at desc, id desc limit ${latest}`,
      [userId],
    ),
    // The account's own ledger accounts only: `client:<id>:…` and `cleaner:<id>:…` (ledger-types).
    query<{ account: string; kind: string; amount_cents: string; booking_id: string | null; created_at: Date }>(
      em,
      `select e.account, t.kind, e.amount_cents, t.booking_id, e.created_at
         from ledger_entry e join ledger_transaction t on t.id = e.transaction_id
        where e.account like $1 or e.account like $2 order by e.id desc limit ${latest}`,
      [`client:${userId}:%`, `cleaner:${userId}:%`],
    ),
    query<{
      id: string;
      type: Activity['documents'][number]['type'];
      status: Activity['documents'][number]['status'];
      uploaded_at: Date;
      rejection_reason: string | null;
    }>(
      em,
      `select id, type, status, uploaded_at, rejection_reason from verification_document
        where cleaner_id = $1 order by uploaded_at desc, id desc limit ${latest}`,
      [userId],
    ),
    query<{ created_at: Date; last_used_at: Date; expires_at: Date; revoked_at: Date | null }>(
      em,
      `select created_at, last_used_at, expires_at, revoked_at from session
        where user_id = $1 order by created_at desc, id desc limit ${latest}`,
      [userId],
    ),
  ]);
  return {
    bookings: bookings.map((b) => ({
      id: b.id,
      as: b.as,
      status: b.status,
      startsAt: iso(b.starts_at),
      totalCents: b.total_cents,
    })),
    ledgerLines: ledgerLines.map((l) => ({
      account: l.account,
      kind: l.kind,
      amountCents: Number(l.amount_cents),
      bookingId: l.booking_id,
      createdAt: iso(l.created_at),
    })),
    documents: documents.map((d) => ({
      id: d.id,
      type: d.type,
      status: d.status,
      uploadedAt: iso(d.uploaded_at),
      rejectionReason: d.rejection_reason,
    })),
    sessions: sessions.map((s) => ({
      createdAt: iso(s.created_at),
      lastUsedAt: iso(s.last_used_at),
      expiresAt: iso(s.expires_at),
      revokedAt: s.revoked_at ? iso(s.revoked_at) : null,
    })),
  };
}
