import type { Locale } from '../../plugins/errors/locale.ts';
import type { PriceLine } from '../bookings/index.ts';
import type { InvoicePayments, InvoiceSnapshot } from './invoice-snapshot.ts';
import { clockTime, decimal, type InvoiceWords, invoiceWords, longDate, money, percent } from './invoice-text.ts';

/** One piece of the invoice as a reader sees it, top to bottom; the PDF renderer lays them out. */
export type InvoiceBlock =
  | { kind: 'title'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'text'; text: string; small?: boolean }
  /** A label and its value, side by side. */
  | { kind: 'field'; label: string; value: string }
  /** A label and an amount aligned on the right; `strong` for totals. */
  | { kind: 'amount'; label: string; amount: string; strong?: boolean }
  | { kind: 'rule' }
  | { kind: 'gap' };

export interface InvoiceDocument {
  locale: Locale;
  title: string;
  fileName: string;
  blocks: InvoiceBlock[];
}

export interface InvoiceInput {
  number: string;
  bookingId: string;
  /** The local date of issue in Quebec (`YYYY-MM-DD`). */
  issuedOn: string;
  /** The local date of the download, for the payments section. */
  today: string;
  snapshot: InvoiceSnapshot;
  payments: InvoicePayments;
}

function priceLineLabel(line: PriceLine, snapshot: InvoiceSnapshot, words: InvoiceWords, locale: Locale): string {
  const rate = line.percent !== undefined ? ` (${percent(line.percent, locale)})` : '';
  const { price } = snapshot;
  switch (line.kind) {
    case 'service':
      return price.pricing === 'hourly' && price.hourlyRate !== null
        ? `${words.serviceLine} (${words.hours(decimal(price.hours, locale))} × ${money(price.hourlyRate, locale)})`
        : `${words.serviceLine} (${words.fixedPrice}, ${words.propertyTypes[snapshot.service.propertyType]?.toLowerCase() ?? snapshot.service.propertyType})`;
    case 'supplies_fee':
      return words.suppliesFee;
    case 'emergency_fee':
      return `${words.emergencyFee}${rate}`;
    case 'first_booking_discount':
      return `${words.firstBookingDiscount}${rate}`;
    case 'discount_code':
      return `${words.discountCode} ${line.code ?? ''}${rate}`;
    case 'referral_credit':
      return words.referralCredit;
    case 'gst':
      return `${words.gst}${rate}`;
    case 'qst':
      return `${words.qst}${rate}`;
  }
}

/** The price section: every stored line, the subtotals between them, the total. */
function priceBlocks(snapshot: InvoiceSnapshot, words: InvoiceWords, locale: Locale): InvoiceBlock[] {
  const { price } = snapshot;
  const amount = (label: string, cents: number, strong = false): InvoiceBlock => ({
    kind: 'amount',
    label,
    amount: money(cents, locale),
    ...(strong ? { strong } : {}),
  });
  const charges = price.lines.filter((l) => ['service', 'supplies_fee', 'emergency_fee'].includes(l.kind));
  const discounts = price.lines.filter((l) => l.amount < 0);
  const taxes = price.lines.filter((l) => l.kind === 'gst' || l.kind === 'qst');
  const blocks: InvoiceBlock[] = [{ kind: 'heading', text: words.priceHeading }];
  for (const line of charges) blocks.push(amount(priceLineLabel(line, snapshot, words, locale), line.amount));
  blocks.push(amount(words.subtotal, price.subtotal));
  if (discounts.length > 0) {
    for (const line of discounts) blocks.push(amount(priceLineLabel(line, snapshot, words, locale), line.amount));
    blocks.push(amount(words.discountedSubtotal, price.discountedSubtotal));
  }
  for (const line of taxes) blocks.push(amount(priceLineLabel(line, snapshot, words, locale), line.amount));
  blocks.push({ kind: 'rule' }, amount(words.total, price.total, true));
  return blocks;
}

/** The invoice, in one language, as the blocks a reader sees. Pure: the same input gives the same invoice. */
export function invoiceDocument(input: InvoiceInput, locale: Locale): InvoiceDocument {
  const words = invoiceWords[locale];
  const { snapshot, payments } = input;
  const { supplier, client, property, service, platform } = snapshot;
  const registered = Boolean(supplier.gstNumber && supplier.qstNumber);
  const netPaid = payments.depositPaid + payments.balancePaid - payments.refunded;
  const due = Math.max(0, snapshot.price.total - payments.depositPaid - payments.balancePaid);

  const blocks: InvoiceBlock[] = [
    { kind: 'title', text: words.title },
    { kind: 'field', label: words.number, value: input.number },
    { kind: 'field', label: words.issuedOn, value: longDate(input.issuedOn, locale) },
    { kind: 'field', label: words.booking, value: input.bookingId },
    { kind: 'gap' },
    { kind: 'heading', text: words.operatorHeading },
    { kind: 'text', text: `${platform.name} — ${platform.website}` },
    { kind: 'text', text: words.operatorNote, small: true },
    { kind: 'heading', text: words.supplierHeading },
    { kind: 'text', text: supplier.name },
    ...(registered
      ? ([
          { kind: 'field', label: words.gstNumber, value: supplier.gstNumber ?? '' },
          { kind: 'field', label: words.qstNumber, value: supplier.qstNumber ?? '' },
        ] as const)
      : ([{ kind: 'text', text: words.notRegistered, small: true }] as const)),
    { kind: 'heading', text: words.clientHeading },
    { kind: 'text', text: client.name },
    { kind: 'field', label: words.serviceAddress, value: property.streetAddress },
    { kind: 'field', label: '', value: `${property.city} ${property.province} ${property.postalCode}` },
    { kind: 'heading', text: words.serviceHeading },
    { kind: 'field', label: words.serviceDate, value: longDate(service.date, locale) },
    { kind: 'field', label: words.startTime, value: clockTime(service.startTime, locale) },
    { kind: 'field', label: words.duration, value: words.hours(decimal(service.durationMinutes / 60, locale)) },
    { kind: 'field', label: words.serviceType, value: words.serviceTypes[service.serviceType] ?? service.serviceType },
    { kind: 'field', label: words.propertyType, value: words.propertyTypes[service.propertyType] ?? service.propertyType },
    ...priceBlocks(snapshot, words, locale),
    { kind: 'heading', text: `${words.paymentsHeading} ${longDate(input.today, locale)}` },
    { kind: 'amount', label: words.depositPaid, amount: money(payments.depositPaid, locale) },
    { kind: 'amount', label: words.balancePaid, amount: money(payments.balancePaid, locale) },
    ...(payments.refunded > 0
      ? ([{ kind: 'amount', label: words.refunded, amount: money(-payments.refunded, locale) }] as const)
      : []),
    { kind: 'rule' },
    { kind: 'amount', label: words.netPaid, amount: money(netPaid, locale), strong: true },
    { kind: 'amount', label: words.amountDue, amount: money(due, locale) },
    { kind: 'gap' },
    { kind: 'text', text: words.currencyNote, small: true },
    { kind: 'text', text: words.thanks, small: true },
  ];
  return { locale, title: `${words.title} ${input.number}`, fileName: `${words.fileName}-${input.number}.pdf`, blocks };
}
