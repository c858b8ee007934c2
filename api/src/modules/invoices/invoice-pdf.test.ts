import { describe, expect, it } from 'vitest';
import { readPdf } from '../../../test/pdf-text.ts';
import { priceBooking } from '../bookings/index.ts';
import { invoiceDocument } from './invoice-document.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import type { InvoiceSnapshot } from './invoice-snapshot.ts';

// The lines the API tests do not reach through bookings (fixed prices, codes, referral
// credits, refunds after completion), rendered and read back like the API's invoices.

function snapshot(price: InvoiceSnapshot['price'], overrides: Partial<InvoiceSnapshot> = {}): InvoiceSnapshot {
  return {
    platform: { name: 'Propre', website: 'propre.ca' },
    supplier: { name: 'Sophie Gagnon', gstNumber: '123456789RT0001', qstNumber: '1234567890TQ0001' },
    client: { name: 'Marie Tremblay' },
    property: { streetAddress: '1200 boulevard René-Lévesque Ouest', city: 'Montréal', province: 'QC', postalCode: 'H3B 1A1' },
    service: { date: '2026-12-03', startTime: '13:30', durationMinutes: 270, serviceType: 'move_in_out', propertyType: 'condo' },
    price,
    ...overrides,
  };
}

async function lines(snap: InvoiceSnapshot, locale: 'fr' | 'en', refunded = 0): Promise<string[]> {
  const document = invoiceDocument(
    {
      number: 'PR-2026-000042',
      bookingId: 'bkg_01kaa0000000000000000000000',
      issuedOn: '2026-12-04',
      today: '2026-12-10',
      snapshot: snap,
      payments: { depositPaid: snap.price.deposit, balancePaid: snap.price.balance, refunded },
    },
    locale,
  );
  return (await readPdf(await renderInvoicePdf(document, new Date('2026-12-04T15:00:00Z')))).lines;
}

const fixed = priceBooking({
  paymentMethod: 'fixed',
  hourlyRateCents: null,
  fixedRates: { condo: 18_000 },
  propertyType: 'condo',
  durationMinutes: 270,
  suppliesProvidedByCleaner: false,
  emergency: false,
  taxRegistered: true,
  discounts: [{ kind: 'discount_code', code: 'BIENVENUE10', percent: 10, amountCents: null }],
});

describe('invoice PDF', () => {
  it('shows a fixed price, a discount code and a refund made after the final payment', async () => {
    // 180 $ − 10 % = 162 $; GST 8,10 $; QST 16,16 $ (16,1595); total 186,26 $.
    expect(fixed).toMatchObject({ service: 18_000, discountedSubtotal: 16_200, gst: 810, qst: 1_616, total: 18_626 });
    const fr = await lines(snapshot(fixed), 'fr', 5_000);
    expect(fr).toEqual(
      expect.arrayContaining([
        'Date de la facture 4 décembre 2026',
        'Adresse du service 1200 boulevard René-Lévesque Ouest',
        'Montréal QC H3B 1A1',
        'Heure de début 13 h 30',
        'Durée 4,5 h',
        'Type de service Ménage de déménagement',
        'Type de propriété Condo',
        'Service de nettoyage (prix fixe, condo) 180,00 $',
        'Sous-total 180,00 $',
        'Code de réduction BIENVENUE10 (10 %) -18,00 $',
        'Sous-total après rabais 162,00 $',
        'TPS (5 %) 8,10 $',
        'TVQ (9,975 %) 16,16 $',
        'Total 186,26 $',
        'Paiements au 10 décembre 2026',
        'Dépôt payé à la réservation 93,13 $',
        'Solde payé après le service 93,13 $',
        'Remboursements -50,00 $',
        'Total payé (net) 136,26 $',
        'Montant dû 0,00 $',
      ]),
    );
    const en = await lines(snapshot(fixed), 'en', 5_000);
    expect(en).toEqual(
      expect.arrayContaining([
        'Invoice date December 4, 2026',
        'Start time 1:30 p.m.',
        'Duration 4.5 h',
        'Cleaning service (fixed price, condo) $180.00',
        'Discount code BIENVENUE10 (10%) -$18.00',
        'Refunds -$50.00',
        'Total paid (net) $136.26',
      ]),
    );
  });

  it('shows no refund line when nothing was refunded, and the referral credit by name', async () => {
    const referred = priceBooking({
      paymentMethod: 'hourly',
      hourlyRateCents: 4_000,
      fixedRates: {},
      propertyType: 'house',
      durationMinutes: 240,
      suppliesProvidedByCleaner: false,
      emergency: false,
      taxRegistered: false,
      discounts: [{ kind: 'referral', amountCents: 1_000 }],
    });
    const fr = await lines(snapshot(referred, { supplier: { name: 'Amina Diallo', gstNumber: null, qstNumber: null } }), 'fr');
    expect(fr).toEqual(
      expect.arrayContaining(['Crédit de parrainage -10,00 $', 'Sous-total après rabais 150,00 $', 'Total 150,00 $']),
    );
    expect(fr.filter((line) => line.startsWith('Remboursements'))).toEqual([]);
    expect(await lines(snapshot(referred), 'en')).toContain('Referral credit -$10.00');
  });

  it('writes names the standard fonts cannot show without their accents, or as "?", instead of failing', async () => {
    const fr = await lines(snapshot(fixed, { client: { name: 'Nguyễn Thị Œillet 王' } }), 'fr');
    expect(fr).toContain('Nguyen Thi Œillet ?');
  });
});
