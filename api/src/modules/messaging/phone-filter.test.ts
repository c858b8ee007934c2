import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { bearer } from '../../../test/factories.ts';
import { authedSocket, bookingPair, type Pair, type TestSocket } from '../../../test/messaging.ts';
import { useBookingsApp } from '../bookings/bookings.fixtures.ts';
import { containsPhoneNumber } from './phone-filter.ts';

/** Phone numbers as people write them to get around a filter: every one must be refused. */
const phoneNumbers = [
  'Appelle-moi au 514-555-1234',
  'mon numéro: 5145551234',
  '514.555.1234',
  '514 555 1234',
  '(514) 555-1234',
  '(514)555-1234',
  '(514) 555 1234',
  '+1 514 555 1234',
  '+1-514-555-1234',
  '+1 (514) 555-1234',
  '+15145551234',
  '1-514-555-1234',
  '1 514 555 1234',
  '15145551234',
  '1.514.555.1234',
  '514/555/1234',
  '514 - 555 - 1234',
  '514  555  1234',
  '514_555_1234',
  '514–555–1234',
  '438 555 0199 après 17 h',
  'Texte-moi: 819.555.2000',
  '555-1234',
  'call 555.1234',
  '514 555 12 34',
  'five one four five five five one two three four',
  'Five-One-Four-Five-Five-Five-One-Two-Three-Four',
  'cinq un quatre cinq cinq cinq un deux trois quatre',
  'quatre un huit cinq cinq cinq zéro un neuf neuf',
  '514 five five five 1234',
  'four one eight 555 oh one nine nine',
  '5I4-555-I234',
  '514-555-l234',
  '5O4 555 1234',
  '5 1 4 5 5 5 1 2 3 4',
  '５１４-５５５-１２３４',
  'ext: +1 (450) 555-9876 poste 22',
  'five five five one two three four',
  // Issue 21, finding 6: French spelled out with the groups marked, and other separators.
  'cinq un quatre, cinq cinq cinq, zéro un deux trois',
  'Cinq un quatre. Cinq cinq cinq. Zéro un deux trois.',
  'quatre trois huit; cinq cinq cinq; zero un neuf neuf',
  'CINQ-UN-QUATRE CINQ-CINQ-CINQ ZÉRO-UN-DEUX-TROIS',
  '514, 555, 1234',
  '514*555*1234',
  '514     555     1234',
  '514 \t 555 \n 1234',
  '514 * 555 * 1234',
  '(514), 555-1234',
];

/** Numbers in ordinary messages: every one must pass. */
const innocentTexts = [
  'La réservation est pour 4 heures, de 9 h à 13 h.',
  'Le prix est de 150 $ taxes incluses.',
  'Total : 1 234,56 $',
  'Mon adresse est 4521 rue Saint-Denis, Montréal H2J 2L4.',
  'Appartement 305, 1234 rue Sherbrooke',
  "J'ai 3 chambres et 2 salles de bain.",
  'On se voit le 2026-11-22 à 09:00.',
  'Date : 22/11/2026',
  'Le code de la porte est 4821#.',
  'I will be there at 10:30 am.',
  "It's about 1500 square feet.",
  'Between 2 and 4 pm works for me.',
  'The Wi-Fi password is maison2024.',
  'Floor 12, unit 1204.',
  'We have 2 cats and 1 dog.',
  'Parking spot #17 in the back.',
  'My postal code is G1R 1A1.',
  'Suite 200-300 is the office.',
  'Version 2.5.1 of the app',
  'The score was 3-2 yesterday.',
  'Take the 55 bus, then the 80.',
  'The price went from 120 $ to 135 $ in 2025.',
  'Il fait -15 °C ce matin.',
  'Les années 1990 et 2000',
  'Bon de travail 2024-0012',
  'Dépôt de 50 %, puis 50 % après.',
  'Pièces : 12x14, 10x12 et 9x9.',
  'Je serai là entre 8 h 30 et 9 h.',
  'Ma facture numéro 123456',
  'Un million : 1 000 000 de mercis!',
  'Étapes 1. 2. 3. terminées',
  'Coordonnées 45.5017, -73.5673',
  'Il me reste 2 jours, 3 heures et 15 minutes.',
  'Un appartement neuf, deux salles de bain et une cuisine.',
  'I have one dog, two cats and three birds.',
  'Réservation bkg_01jd5x3m9q4r7k2v8w6n0p1s3t',
  'Le 5 à 7 commence à 17 h le 12.',
];

describe('the phone number filter', () => {
  it('has a corpus of at least 30 formats and 30 innocent texts', () => {
    expect(phoneNumbers.length).toBeGreaterThanOrEqual(30);
    expect(innocentTexts.length).toBeGreaterThanOrEqual(30);
  });

  it.each(phoneNumbers)('finds a phone number in %j', (text) => {
    expect(containsPhoneNumber(text)).toBe(true);
  });

  it.each(innocentTexts)('finds none in %j', (text) => {
    expect(containsPhoneNumber(text)).toBe(false);
  });
});

describe('sending through the API', () => {
  const { t, properties } = useBookingsApp({ env: { MESSAGE_RATE_LIMIT: '1000' } });
  let pair: Pair;
  let recipient: TestSocket;

  beforeAll(async () => {
    pair = await bookingPair(t, properties);
    recipient = await authedSocket(t, pair.cleaner);
  });

  afterAll(async () => {
    if (recipient.socket.readyState === WebSocket.OPEN) await recipient.close();
  });

  const send = (text: string) =>
    t.request({
      method: 'POST',
      url: `/api/conversations/${pair.bookingId}/messages`,
      headers: bearer(pair.client),
      payload: { text },
    });

  it('refuses every phone number with message_contains_phone_number and stores nothing', async () => {
    const refused: string[] = [];
    for (const text of phoneNumbers) {
      const res = await send(text);
      if (res.statusCode !== 422 || res.json().code !== 'message_contains_phone_number')
        refused.push(`${res.statusCode} ${text}`);
    }
    expect(refused).toEqual([]);
    const stored = await t.request({
      method: 'GET',
      url: `/api/conversations/${pair.bookingId}/messages`,
      headers: bearer(pair.cleaner),
    });
    expect(stored.json().items).toEqual([]);
    expect(recipient.all('NEW_MESSAGE')).toEqual([]);
  });

  it('delivers every innocent text to the other person’s socket', async () => {
    for (const text of innocentTexts) expect((await send(text)).statusCode).toBe(201);
    await recipient.next('NEW_MESSAGE', (f) => f.message.text === innocentTexts.at(-1));
    expect(recipient.all('NEW_MESSAGE').map((f) => f.message.text)).toEqual(innocentTexts);
    expect(recipient.violations).toEqual([]);
  });

  it('explains the refusal in the caller’s language', async () => {
    const res = await t.request({
      method: 'POST',
      url: `/api/conversations/${pair.bookingId}/messages`,
      headers: { ...bearer(pair.client), 'accept-language': 'en' },
      payload: { text: '514-555-1234' },
    });
    expect(res.json()).toMatchObject({
      code: 'message_contains_phone_number',
      title: 'Phone number detected: keep your conversations on the platform',
    });
  });
});
