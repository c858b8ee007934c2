import { query, type SqlScope } from '../../db/sql.ts';
import { errorsOf } from '../../plugins/errors/app-error.ts';
import type { BookingStatus } from '../bookings/bookings.entities.ts';
import { messagingErrors } from './messaging.errors.ts';

const fail = errorsOf(messagingErrors);

/** Statuses in which a conversation takes messages; in_progress comes with punch-in. */
export const openStatuses: readonly BookingStatus[] = ['confirmed', 'in_progress'];

export interface ConversationAccess {
  bookingId: string;
  clientId: string;
  cleanerId: string;
  status: BookingStatus;
  /** Messages can be sent (the booking is confirmed or in progress). */
  open: boolean;
  /** The other person. */
  counterpartId: string;
  counterpartFrequency: string;
}

export const notParticipant = () =>
  fail('conversation_not_found', {
    detail: {
      fr: 'Aucune de vos réservations n’a cet identifiant : seuls son client et son nettoyeur y ont une conversation.',
      en: 'None of your bookings has this id: only its client and its cleaner have a conversation.',
    },
  });

export const confirmedOnly = () =>
  fail('messaging_confirmed_bookings_only', {
    detail: {
      fr: 'La messagerie est disponible seulement pour les réservations confirmées.',
      en: 'Messaging is available only for confirmed bookings.',
    },
  });

export const closed = (status: string) =>
  fail('conversation_closed', {
    detail: {
      fr: `La réservation est « ${status} » : la conversation reste lisible, mais n’accepte plus de messages.`,
      en: `The booking is ${status}: the conversation stays readable but takes no more messages.`,
    },
  });

/**
 * Who may read a booking's conversation: its client and its cleaner (anyone else: 404, as if
 * it did not exist), once the booking was confirmed (403 before). A confirmed booking whose
 * conversation row is missing (confirmed before this area existed) gets it here.
 */
export async function conversationAccess(db: SqlScope, userId: string, bookingId: string): Promise<ConversationAccess> {
  const rows = await query(
    db,
    `select b.client_id, b.cleaner_id, b.status, c.booking_id is not null as has_conversation, r.email_frequency
       from booking b
       left join conversation c on c.booking_id = b.id
       left join app_user r on r.id = case when b.client_id = $2 then b.cleaner_id else b.client_id end
      where b.id = $1 and (b.client_id = $2 or b.cleaner_id = $2)`,
    [bookingId, userId],
  );
  const row = rows[0] as
    | { client_id: string; cleaner_id: string; status: BookingStatus; has_conversation: boolean; email_frequency: string }
    | undefined;
  if (!row) throw notParticipant();
  const open = openStatuses.includes(row.status);
  if (!row.has_conversation) {
    if (!open) throw confirmedOnly();
    await openConversation(db, { id: bookingId, clientId: row.client_id, cleanerId: row.cleaner_id });
  }
  return {
    bookingId,
    clientId: row.client_id,
    cleanerId: row.cleaner_id,
    status: row.status,
    open,
    counterpartId: row.client_id === userId ? row.cleaner_id : row.client_id,
    counterpartFrequency: row.email_frequency,
  };
}

/** Creates the conversation of a booking (once; later calls change nothing). */
export async function openConversation(
  db: SqlScope,
  booking: { id: string; clientId: string; cleanerId: string },
  at: Date = new Date(),
): Promise<void> {
  await query(
    db,
    `insert into conversation (booking_id, client_id, cleaner_id, opened_at, last_message_id, last_activity_at)
     values ($1, $2, $3, $4, null, $4) on conflict (booking_id) do nothing`,
    [booking.id, booking.clientId, booking.cleanerId, at],
  );
}
