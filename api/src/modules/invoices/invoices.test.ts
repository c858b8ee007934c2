import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/factories.ts';
import { readPdf } from '../../../test/pdf-text.ts';
import { todayInToronto } from '../../lib/business-time.ts';
import {
  act,
  book,
  bookingBody,
  clientWithProperty,
  daysAhead,
  listedCleaner,
  type Session,
  useBookingsApp,
} from '../bookings/bookings.fixtures.ts';
import { workThrough } from '../bookings/work.fixtures.ts';
import { accept, bookSoon, paidBooking, workAndPunchOut } from './invoices.fixtures.ts';

const { t, properties } = useBookingsApp();

let registered: Session;
let smallSupplier: Session;

const invoice = (session: Session, bookingId: string, query = '', headers: Record<string, string> = {}) =>
  t.request({ method: 'GET', url: `/api/bookings/${bookingId}/invoice${query}`, headers: { ...bearer(session), ...headers } });

const longDate = (date: string, locale: 'fr-CA' | 'en-CA') =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' })
    .format(new Date(`${date}T00:00:00Z`))
    .replace(/\s/g, ' ');

const clock = (time: string, locale: 'fr-CA' | 'en-CA') =>
  new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })
    .format(new Date(`1970-01-01T${time}:00Z`))
    .replace(/\s/g, ' ');

/** 10 h at 120 $ with supplies and the emergency fee; a client's first booking (15 % off). */
const bigBooking = {
  durationHours: 10,
  serviceType: 'deep',
  suppliesProvidedByCleaner: true,
  emergency: true,
  emergencyReason: 'Dégât d’eau au sous-sol',
  priorityLevel: 2,
};

beforeAll(async () => {
  registered = await listedCleaner(t, { hourlyRate: 12_000, gstNumber: '123456789RT0001', qstNumber: '1234567890TQ0001' });
  smallSupplier = await listedCleaner(t, { hourlyRate: 3_500 }, 'Amina Diallo');
});

describe('bookings.getInvoice: only after the final payment', () => {
  it('answers 409 invoice_not_available while pending, confirmed, in progress, or completed with the balance unpaid', async () => {
    // The bank refuses the balance charged at punch-out: the booking completes unpaid.
    const setup = await bookSoon(t, properties, {
      cleaner: registered,
      body: bigBooking,
      paymentMethodId: 'pm_card_chargeCustomerFail',
    });
    const { client, bookingId } = setup;

    const pending = await invoice(client, bookingId);
    expect(pending.statusCode).toBe(409);
    expect(pending.json()).toMatchObject({
      code: 'invoice_not_available',
      title: 'Facture non disponible avant le paiement final',
      detail: expect.stringContaining('« pending »'),
    });
    const english = await invoice(client, bookingId, '', { 'accept-language': 'en' });
    expect(english.json()).toMatchObject({ code: 'invoice_not_available', title: 'Invoice not available until final payment' });

    await accept(t, setup);
    const confirmed = await invoice(client, bookingId);
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json().detail).toContain('« confirmed »');

    await workThrough(t, setup);
    const inProgress = await invoice(setup.cleaner, bookingId);
    expect(inProgress.statusCode).toBe(409);
    expect(inProgress.json().detail).toContain('« in_progress »');

    const done = await t.request(act(setup.cleaner, bookingId, 'punch-out', setup.near(20)));
    expect(done.json()).toMatchObject({ status: 'completed', paymentStatus: 'final_failed' });
    const balanceFailed = await invoice(client, bookingId);
    expect(balanceFailed.statusCode).toBe(409);
    expect(balanceFailed.json()).toMatchObject({
      code: 'invoice_not_available',
      detail: expect.stringContaining('« completed », paiement « final_failed »'),
    });
  });

  it('answers 409 while the bank waits for the client to confirm the balance', async () => {
    const setup = await bookSoon(t, properties, { cleaner: registered, paymentMethodId: 'pm_card_authenticationRequired' });
    await accept(t, setup);
    expect(await workAndPunchOut(t, setup)).toMatchObject({ status: 'completed', paymentStatus: 'final_pending' });
    const res = await invoice(setup.client, setup.bookingId, '?lang=en');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'invoice_not_available', detail: expect.stringContaining('final_pending') });
  });

  it('never invoices a cancelled booking, even with its deposit refunded', async () => {
    const { client, propertyId } = await clientWithProperty(t, properties);
    const booking = await book(t, client, bookingBody(registered.user.id, propertyId, { ...bigBooking, date: daysAhead(12) }));
    expect((await t.request(act(client, booking.id, 'cancel', { reason: 'schedule_conflict' }))).statusCode).toBe(200);
    const got = await t.request({ method: 'GET', url: `/api/bookings/${booking.id}`, headers: bearer(client) });
    expect(got.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'final_refunded' });
    const res = await invoice(client, booking.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('invoice_not_available');
  });
});

describe('bookings.getInvoice: the PDF', () => {
  let client: Session;
  let bookingId: string;
  let serviceDate: string;
  let startTime: string;

  beforeAll(async () => {
    const paid = await paidBooking(t, properties, { cleaner: registered, body: bigBooking });
    client = paid.client;
    bookingId = paid.bookingId;
    serviceDate = paid.done.date;
    startTime = paid.done.startTime;
  });

  it('is the booking’s price, line by line: every amount the booking stores', async () => {
    const stored = (await t.request({ method: 'GET', url: `/api/bookings/${bookingId}`, headers: bearer(client) })).json();
    // 10 h × 120 $ + 10 $ supplies + 15 % emergency, − 15 % first booking, + GST and QST.
    expect(stored.price).toMatchObject({
      service: 120_000,
      suppliesFee: 1_000,
      emergencyFee: 18_000,
      subtotal: 139_000,
      discount: { kind: 'first_booking', amount: 20_850 },
      discountedSubtotal: 118_150,
      gst: 5_908,
      qst: 11_785,
      total: 135_843,
      deposit: 67_922,
      balance: 67_921,
    });
  });

  it('is in French by default, with TPS and TVQ, the registration numbers and French amounts', async () => {
    const res = await invoice(client, bookingId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-language']).toBe('fr');
    expect(res.headers['cache-control']).toBe('no-store');
    const number = /^attachment; filename="facture-(PR-\d{4}-\d{6})\.pdf"$/.exec(String(res.headers['content-disposition']))?.[1];
    expect(number).toMatch(new RegExp(`^PR-${todayInToronto().slice(0, 4)}-\\d{6}$`));
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const pdf = await readPdf(res.rawPayload);
    expect(pdf.pages).toBe(1);
    expect(pdf.language).toBe('fr-CA');
    expect(pdf.title).toBe(`FACTURE ${number}`);
    expect(pdf.lines).toEqual([
      'FACTURE',
      `Numéro de facture ${number}`,
      `Date de la facture ${longDate(todayInToronto(), 'fr-CA')}`,
      `Réservation ${bookingId}`,
      'Exploitant de la plateforme',
      'Propre — propre.ca',
      'Facture émise par Propre, exploitant de la plateforme, au nom du fournisseur du service.',
      'Fournisseur du service (nettoyeur)',
      'Sophie Gagnon',
      'Numéro d’inscription à la TPS 123456789RT0001',
      'Numéro d’inscription à la TVQ 1234567890TQ0001',
      'Client',
      'Marie Tremblay',
      'Adresse du service 100 rue Principale',
      'Montréal QC H2X 1K4',
      'Service',
      `Date du service ${longDate(serviceDate, 'fr-CA')}`,
      `Heure de début ${clock(startTime, 'fr-CA')}`,
      'Durée 10 h',
      'Type de service Grand ménage',
      'Type de propriété Maison',
      'Détail du prix',
      'Service de nettoyage (10 h × 120,00 $) 1 200,00 $',
      'Fournitures apportées par le nettoyeur 10,00 $',
      'Frais d’urgence (15 %) 180,00 $',
      'Sous-total 1 390,00 $',
      'Rabais de première réservation (15 %) -208,50 $',
      'Sous-total après rabais 1 181,50 $',
      'TPS (5 %) 59,08 $',
      'TVQ (9,975 %) 117,85 $',
      'Total 1 358,43 $',
      `Paiements au ${longDate(todayInToronto(), 'fr-CA')}`,
      'Dépôt payé à la réservation 679,22 $',
      'Solde payé après le service 679,21 $',
      'Total payé (net) 1 358,43 $',
      'Montant dû 0,00 $',
      'Montants en dollars canadiens (CAD).',
      'Merci d’avoir choisi Propre.',
    ]);
  });

  it('is in English with lang=en or Accept-Language: en, under the same number', async () => {
    const french = await invoice(client, bookingId);
    const number = /(PR-\d{4}-\d{6})/.exec(String(french.headers['content-disposition']))?.[1];
    const byQuery = await invoice(client, bookingId, '?lang=en');
    const byHeader = await invoice(client, bookingId, '', { 'accept-language': 'en-CA,en;q=0.9' });
    for (const res of [byQuery, byHeader]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-language']).toBe('en');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="invoice-${number}.pdf"`);
      const pdf = await readPdf(res.rawPayload);
      expect(pdf.language).toBe('en-CA');
      expect(pdf.lines).toEqual(
        expect.arrayContaining([
          'INVOICE',
          `Invoice number ${number}`,
          `Invoice date ${longDate(todayInToronto(), 'en-CA')}`,
          'Marketplace operator',
          'Invoice issued by Propre, the marketplace operator, on behalf of the service supplier.',
          'Service supplier (cleaner)',
          'GST registration number 123456789RT0001',
          'QST registration number 1234567890TQ0001',
          'Service address 100 rue Principale',
          `Service date ${longDate(serviceDate, 'en-CA')}`,
          `Start time ${clock(startTime, 'en-CA')}`,
          'Service type Deep cleaning',
          'Cleaning service (10 h × $120.00) $1,200.00',
          'Supplies brought by the cleaner $10.00',
          'Emergency fee (15%) $180.00',
          'Subtotal $1,390.00',
          'First-booking discount (15%) -$208.50',
          'Subtotal after discount $1,181.50',
          'GST (5%) $59.08',
          'QST (9.975%) $117.85',
          'Total $1,358.43',
          'Deposit paid at booking $679.22',
          'Balance paid after the service $679.21',
          'Total paid (net) $1,358.43',
          'Amount due $0.00',
        ]),
      );
      expect(pdf.lines.join('\n')).not.toMatch(/TPS|TVQ|Facture/);
    }
    // lang wins over Accept-Language.
    const frenchAnyway = await invoice(client, bookingId, '?lang=fr', { 'accept-language': 'en' });
    expect(frenchAnyway.headers['content-language']).toBe('fr');
    expect((await readPdf(frenchAnyway.rawPayload)).lines[0]).toBe('FACTURE');
    expect((await invoice(client, bookingId, '?lang=de')).statusCode).toBe(400);
  });

  it('says a small supplier charges no tax, and shows no registration number', async () => {
    const { client, bookingId: id } = await paidBooking(t, properties, { cleaner: smallSupplier, clientName: 'Étienne Côté' });
    const fr = await readPdf((await invoice(client, id)).rawPayload);
    // 4 h at 35 $, 15 % off a first booking, no tax.
    expect(fr.lines).toEqual(
      expect.arrayContaining([
        'Amina Diallo',
        'Petit fournisseur non inscrit aux fichiers de la TPS et de la TVQ : aucune taxe n’est facturée.',
        'Étienne Côté',
        'Service de nettoyage (4 h × 35,00 $) 140,00 $',
        'Sous-total 140,00 $',
        'Rabais de première réservation (15 %) -21,00 $',
        'Sous-total après rabais 119,00 $',
        'Total 119,00 $',
        'Dépôt payé à la réservation 59,50 $',
        'Solde payé après le service 59,50 $',
        'Total payé (net) 119,00 $',
      ]),
    );
    expect(fr.lines.filter((l) => /^(TPS|TVQ|Numéro d’inscription)/.test(l))).toEqual([]);
    const en = await readPdf((await invoice(client, id, '?lang=en')).rawPayload);
    expect(en.lines).toContain('Small supplier not registered for GST and QST: no tax is charged.');
  });
});
