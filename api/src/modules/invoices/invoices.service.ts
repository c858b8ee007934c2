import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { execute } from '../../db/sql.ts';
import { todayInToronto } from '../../lib/business-time.ts';
import { newId } from '../../lib/ids.ts';
import { errorsOf } from '../../plugins/errors/app-error.ts';
import type { Locale } from '../../plugins/errors/locale.ts';
import type { Actor, BookingDto, BookingsService } from '../bookings/index.ts';
import { CleanerProfile } from '../cleaners/cleaners.entities.ts';
import { Property } from '../properties/properties.entities.ts';
import { invoiceDocument } from './invoice-document.ts';
import { formatInvoiceNumber, nextInvoiceSequence } from './invoice-number.ts';
import { type InvoicePayments, type InvoiceSnapshot, platformIdentity } from './invoice-snapshot.ts';
import { type IInvoice, Invoice } from './invoices.entities.ts';
import { invoiceErrors } from './invoices.errors.ts';

const fail = errorsOf(invoiceErrors);

/**
 * Payment statuses that say the balance was charged after the service: the final payment is
 * made (`final_completed`, or the spec's settled values), possibly followed by a refund.
 */
const finalPaymentMade = new Set<BookingDto['paymentStatus']>([
  'final_completed',
  'fully_paid',
  'completed',
  'final_refunded',
  'final_partially_refunded',
]);

/**
 * Invoiceable: the service is done and its final payment made. Cancelled bookings can carry
 * `final_refunded` too (a refunded deposit), hence the status check first.
 */
export function invoiceAvailable(booking: Pick<BookingDto, 'status' | 'paymentStatus'>): boolean {
  return booking.status === 'completed' && finalPaymentMade.has(booking.paymentStatus);
}

export interface InvoiceFile {
  number: string;
  fileName: string;
  pdf: Uint8Array;
}

export interface InvoicesService {
  /**
   * The booking's invoice as a PDF in the language asked, for whoever may see the booking
   * (404 otherwise). The first download issues it: number and snapshot, once.
   */
  download(viewer: Actor, bookingId: string, locale: Locale): Promise<InvoiceFile>;
}

async function snapshotOf(em: EntityManager, booking: BookingDto): Promise<InvoiceSnapshot> {
  const [property, profile] = await Promise.all([
    em.findOne(Property, { id: booking.property.id }),
    em.findOne(CleanerProfile, { userId: booking.cleaner.id }),
  ]);
  const registered = Boolean(profile?.gstNumber && profile?.qstNumber);
  return {
    platform: { ...platformIdentity },
    supplier: {
      name: booking.cleaner.name,
      gstNumber: registered ? (profile?.gstNumber ?? null) : null,
      qstNumber: registered ? (profile?.qstNumber ?? null) : null,
    },
    client: { name: booking.client.name },
    property: {
      streetAddress: property?.streetAddress ?? '',
      city: property?.city ?? booking.property.city,
      province: property?.province ?? 'QC',
      postalCode: property?.postalCode ?? '',
    },
    service: {
      date: booking.date,
      startTime: booking.startTime,
      durationMinutes: Math.round(booking.durationHours * 60),
      serviceType: booking.serviceType,
      propertyType: booking.property.type,
    },
    price: booking.price,
  };
}

function paymentsOf(booking: BookingDto): InvoicePayments {
  const { depositPaid, balancePaid, refunded } = booking.payment;
  return { depositPaid, balancePaid, refunded };
}

export function createInvoicesService(deps: { orm: MikroORM; bookings: Pick<BookingsService, 'get'> }): InvoicesService {
  const { orm, bookings } = deps;

  /** The booking's invoice, issuing it when it has none; concurrent first downloads get the same one. */
  async function issued(booking: BookingDto): Promise<IInvoice> {
    const existing = await orm.em.fork().findOne(Invoice, { bookingId: booking.id });
    if (existing) return existing;
    return orm.em.fork().transactional(async (tx) => {
      await execute(tx, 'select pg_advisory_xact_lock(hashtextextended($1, 0))', [`invoice:${booking.id}`]);
      const raced = await tx.findOne(Invoice, { bookingId: booking.id });
      if (raced) return raced;
      const issuedAt = new Date();
      const year = Number(todayInToronto(issuedAt).slice(0, 4));
      const sequence = await nextInvoiceSequence(tx, year);
      return tx.create(Invoice, {
        id: newId('inv'),
        bookingId: booking.id,
        number: formatInvoiceNumber(year, sequence),
        year,
        sequence,
        issuedAt,
        snapshot: await snapshotOf(tx, booking),
      });
    });
  }

  return {
    async download(viewer, bookingId, locale) {
      const booking = await bookings.get(viewer, bookingId);
      if (!invoiceAvailable(booking)) {
        throw fail('invoice_not_available', {
          detail: {
            fr: `La facture sera disponible après le paiement final (réservation « ${booking.status} », paiement « ${booking.paymentStatus} »).`,
            en: `The invoice is available after the final payment (booking ${booking.status}, payment ${booking.paymentStatus}).`,
          },
        });
      }
      const invoice = await issued(booking);
      const now = new Date();
      const document = invoiceDocument(
        {
          number: invoice.number,
          bookingId: booking.id,
          issuedOn: todayInToronto(invoice.issuedAt),
          today: todayInToronto(now),
          snapshot: invoice.snapshot,
          payments: paymentsOf(booking),
        },
        locale,
      );
      // pdf-lib loads with the first invoice asked for, not at start.
      const { renderInvoicePdf } = await import('./invoice-pdf.ts');
      return { number: invoice.number, fileName: document.fileName, pdf: await renderInvoicePdf(document, invoice.issuedAt) };
    },
  };
}
