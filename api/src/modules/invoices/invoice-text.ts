import { formatCad } from '../../lib/money.ts';
import type { Locale } from '../../plugins/errors/locale.ts';

/**
 * The words and number formats of an invoice, in French (the default, Quebec usage: TPS and
 * TVQ) and English. Numbers are formatted by Intl for fr-CA and en-CA, so `1 234,56 $` and
 * `$1,234.56`; every narrow or thin space becomes a no-break space, which the PDF fonts have.
 */
export const invoiceWords = {
  fr: {
    title: 'FACTURE',
    fileName: 'facture',
    number: 'Numéro de facture',
    issuedOn: 'Date de la facture',
    booking: 'Réservation',
    operatorHeading: 'Exploitant de la plateforme',
    operatorNote: 'Facture émise par Propre, exploitant de la plateforme, au nom du fournisseur du service.',
    supplierHeading: 'Fournisseur du service (nettoyeur)',
    gstNumber: 'Numéro d’inscription à la TPS',
    qstNumber: 'Numéro d’inscription à la TVQ',
    notRegistered: 'Petit fournisseur non inscrit aux fichiers de la TPS et de la TVQ : aucune taxe n’est facturée.',
    clientHeading: 'Client',
    serviceAddress: 'Adresse du service',
    serviceHeading: 'Service',
    serviceDate: 'Date du service',
    startTime: 'Heure de début',
    duration: 'Durée',
    serviceType: 'Type de service',
    propertyType: 'Type de propriété',
    priceHeading: 'Détail du prix',
    serviceLine: 'Service de nettoyage',
    fixedPrice: 'prix fixe',
    suppliesFee: 'Fournitures apportées par le nettoyeur',
    emergencyFee: 'Frais d’urgence',
    firstBookingDiscount: 'Rabais de première réservation',
    discountCode: 'Code de réduction',
    referralCredit: 'Crédit de parrainage',
    subtotal: 'Sous-total',
    discountedSubtotal: 'Sous-total après rabais',
    gst: 'TPS',
    qst: 'TVQ',
    total: 'Total',
    paymentsHeading: 'Paiements au',
    depositPaid: 'Dépôt payé à la réservation',
    balancePaid: 'Solde payé après le service',
    refunded: 'Remboursements',
    netPaid: 'Total payé (net)',
    amountDue: 'Montant dû',
    currencyNote: 'Montants en dollars canadiens (CAD).',
    thanks: 'Merci d’avoir choisi Propre.',
    hours: (hours: string) => `${hours} h`,
    serviceTypes: {
      basic: 'Ménage régulier',
      deep: 'Grand ménage',
      move_in_out: 'Ménage de déménagement',
      office: 'Ménage de bureau',
      airbnb: 'Ménage Airbnb',
      commercial: 'Ménage commercial',
      bungalo: 'Ménage de bungalow',
      apartement: 'Ménage d’appartement',
      condo: 'Ménage de condo',
    } as Record<string, string>,
    propertyTypes: {
      house: 'Maison',
      apartment: 'Appartement',
      condo: 'Condo',
      office: 'Bureau',
      bungalo: 'Bungalow',
      airbnb: 'Airbnb',
      commercial: 'Commercial',
    } as Record<string, string>,
  },
  en: {
    title: 'INVOICE',
    fileName: 'invoice',
    number: 'Invoice number',
    issuedOn: 'Invoice date',
    booking: 'Booking',
    operatorHeading: 'Marketplace operator',
    operatorNote: 'Invoice issued by Propre, the marketplace operator, on behalf of the service supplier.',
    supplierHeading: 'Service supplier (cleaner)',
    gstNumber: 'GST registration number',
    qstNumber: 'QST registration number',
    notRegistered: 'Small supplier not registered for GST and QST: no tax is charged.',
    clientHeading: 'Client',
    serviceAddress: 'Service address',
    serviceHeading: 'Service',
    serviceDate: 'Service date',
    startTime: 'Start time',
    duration: 'Duration',
    serviceType: 'Service type',
    propertyType: 'Property type',
    priceHeading: 'Price details',
    serviceLine: 'Cleaning service',
    fixedPrice: 'fixed price',
    suppliesFee: 'Supplies brought by the cleaner',
    emergencyFee: 'Emergency fee',
    firstBookingDiscount: 'First-booking discount',
    discountCode: 'Discount code',
    referralCredit: 'Referral credit',
    subtotal: 'Subtotal',
    discountedSubtotal: 'Subtotal after discount',
    gst: 'GST',
    qst: 'QST',
    total: 'Total',
    paymentsHeading: 'Payments as of',
    depositPaid: 'Deposit paid at booking',
    balancePaid: 'Balance paid after the service',
    refunded: 'Refunds',
    netPaid: 'Total paid (net)',
    amountDue: 'Amount due',
    currencyNote: 'Amounts in Canadian dollars (CAD).',
    thanks: 'Thank you for choosing Propre.',
    hours: (hours: string) => `${hours} h`,
    serviceTypes: {
      basic: 'Regular cleaning',
      deep: 'Deep cleaning',
      move_in_out: 'Move-in/move-out cleaning',
      office: 'Office cleaning',
      airbnb: 'Airbnb cleaning',
      commercial: 'Commercial cleaning',
      bungalo: 'Bungalow cleaning',
      apartement: 'Apartment cleaning',
      condo: 'Condo cleaning',
    } as Record<string, string>,
    propertyTypes: {
      house: 'House',
      apartment: 'Apartment',
      condo: 'Condo',
      office: 'Office',
      bungalo: 'Bungalow',
      airbnb: 'Airbnb',
      commercial: 'Commercial',
    } as Record<string, string>,
  },
} satisfies Record<Locale, unknown>;

export type InvoiceWords = (typeof invoiceWords)[Locale];

const intlLocale: Record<Locale, string> = { fr: 'fr-CA', en: 'en-CA' };
const noBreak = (text: string) => text.replace(/[\u202f\u2009]/g, '\u00a0');

/** Amounts as people read them: `1 234,56 $`, `$1,234.56`. */
export const money = (cents: number, locale: Locale): string => formatCad(cents, locale);

/** A rate: `9,975 %`, `9.975%`. */
export function percent(value: number, locale: Locale): string {
  return noBreak(new Intl.NumberFormat(intlLocale[locale], { style: 'percent', maximumFractionDigits: 3 }).format(value / 100));
}

/** A number of hours: `4,5`, `4.5`. */
export function decimal(value: number, locale: Locale): string {
  return noBreak(new Intl.NumberFormat(intlLocale[locale], { maximumFractionDigits: 2 }).format(value));
}

/** A calendar date (`YYYY-MM-DD`, no zone): `3 décembre 2026`, `December 3, 2026`. */
export function longDate(date: string, locale: Locale): string {
  return noBreak(
    new Intl.DateTimeFormat(intlLocale[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`)),
  );
}

/** A wall-clock time (`HH:MM`): `9 h 30`, `9:30 a.m.`. */
export function clockTime(time: string, locale: Locale): string {
  return noBreak(
    new Intl.DateTimeFormat(intlLocale[locale], { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
      new Date(`1970-01-01T${time.slice(0, 5)}:00Z`),
    ),
  );
}
