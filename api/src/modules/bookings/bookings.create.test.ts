import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../../test/factories.ts';
import { query } from '../../db/sql.ts';
import {
  bookingBody,
  clientWithProperty,
  createRequest,
  daysAhead,
  listedCleaner,
  type Session,
  useBookingsApp,
} from './bookings.fixtures.ts';

const { t, payments, ledger, properties } = useBookingsApp();

let cleaner: Session;
let registered: Session;

beforeAll(async () => {
  cleaner = await listedCleaner(t);
  registered = await listedCleaner(
    t,
    { gstNumber: '123456789RT0001', qstNumber: '1234567890TQ0001', hourlyRate: 4000 },
    'Luc Bouchard',
  );
});

const pointers = (body: { errors?: Array<{ pointer: string }> }) => (body.errors ?? []).map((e) => e.pointer);

describe('bookings.quote', () => {
  it('prices every line without creating or charging anything', async () => {
    const { client, propertyId } = await clientWithProperty(t, properties);
    const { paymentMethodId: _, ...fields } = bookingBody(registered.user.id, propertyId, {
      durationHours: 4.5,
      suppliesProvidedByCleaner: true,
    });
    const charged = payments.charges.length;
    const res = await t.request({ method: 'POST', url: '/api/bookings/quote', headers: bearer(client), payload: fields });
    expect(res.statusCode, res.body).toBe(200);
    const quote = res.json();
    expect(quote.occurrences).toHaveLength(1);
    // 4.5 h × 40 $ = 180 $ + 10 $ supplies = 190 $; first booking −15 % = 161.50 $;
    // GST 8.08 $ (8.075 rounded up), QST 16.11 $ (16.109…): 185.69 $; deposit 92.85 $.
    expect(quote.occurrences[0].price).toMatchObject({
      pricing: 'hourly',
      hourlyRate: 4000,
      hours: 4.5,
      service: 18000,
      suppliesFee: 1000,
      emergencyFee: 0,
      subtotal: 19000,
      discount: { kind: 'first_booking', amount: 2850 },
      discountedSubtotal: 16150,
      taxRegistered: true,
      gst: 808,
      qst: 1611,
      total: 18569,
      deposit: 9285,
      balance: 9284,
    });
    expect(quote.occurrences[0].price.lines.map((l: { kind: string }) => l.kind)).toEqual([
      'service',
      'supplies_fee',
      'first_booking_discount',
      'gst',
      'qst',
    ]);
    expect(quote).toMatchObject({ frequency: 'once', dueNow: 9285, total: 18569 });
    expect(payments.charges.length).toBe(charged);
    const mine = await t.request({ method: 'GET', url: '/api/bookings', headers: bearer(client) });
    expect(mine.json().items).toEqual([]);
  });

  it('prices a series per occurrence, the first-booking discount on the first one only', async () => {
    const { client, propertyId } = await clientWithProperty(t, properties);
    const { paymentMethodId: _, ...fields } = bookingBody(cleaner.user.id, propertyId, { frequency: 'bi-weekly' });
    const res = await t.request({ method: 'POST', url: '/api/bookings/quote', headers: bearer(client), payload: fields });
    expect(res.statusCode).toBe(200);
    const { occurrences, dueNow, total } = res.json();
    expect(occurrences.map((o: { date: string }) => o.date)).toEqual([0, 14, 28, 42, 56, 70].map((d) => daysAhead(10 + d)));
    expect(occurrences.map((o: { price: { total: number } }) => o.price.total)).toEqual([
      11900, 14000, 14000, 14000, 14000, 14000,
    ]);
    expect(dueNow).toBe(5950 + 5 * 7000);
    expect(total).toBe(11900 + 5 * 14000);
  });

  it('prices a fixed-price cleaner by property type and refuses a type without a price', async () => {
    const fixed = await listedCleaner(t, { paymentMethod: 'fixed', fixedRates: { condo: 9000 } }, 'Carlos Rodriguez');
    const condo = await clientWithProperty(t, properties, { type: 'condo' });
    const { paymentMethodId: _, ...fields } = bookingBody(fixed.user.id, condo.propertyId, { durationHours: 6 });
    const res = await t.request({ method: 'POST', url: '/api/bookings/quote', headers: bearer(condo.client), payload: fields });
    expect(res.json().occurrences[0].price).toMatchObject({ pricing: 'fixed', hourlyRate: null, service: 9000, total: 7650 });

    const house = await clientWithProperty(t, properties, { type: 'house' });
    const refused = await t.request(createRequest(house.client, bookingBody(fixed.user.id, house.propertyId)));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'property_type_not_priced', title: 'Aucun prix pour ce type de propriété' });
  });
});

describe('bookings.create', () => {
  it('creates a pending request with its deposit paid, priced by the server exactly as quoted', async () => {
    const { client, propertyId } = await clientWithProperty(t, properties);
    const body = bookingBody(cleaner.user.id, propertyId, {
      notes: '  Code de la porte : 1234  ',
      hasPets: true,
      petType: 'cat',
    });
    const { paymentMethodId: _, ...fields } = body;
    const quoted = await t.request({ method: 'POST', url: '/api/bookings/quote', headers: bearer(client), payload: fields });
    const before = Date.now();
    const res = await t.request(createRequest(client, body));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const { seriesId, bookings } = res.json();
    expect(seriesId).toBeNull();
    expect(bookings).toHaveLength(1);
    const booking = bookings[0];
    expect(booking).toMatchObject({
      status: 'pending',
      paymentStatus: 'initial_completed',
      label: 'awaiting cleaner',
      frequency: 'once',
      series: null,
      date: daysAhead(10),
      startTime: '09:00',
      durationHours: 4,
      cleaner: { id: cleaner.user.id, name: 'Sophie Gagnon', slug: expect.any(String) },
      client: { id: client.user.id, name: 'Marie Tremblay' },
      property: { id: propertyId, type: 'house', city: 'Montréal' },
      serviceType: 'basic',
      notes: 'Code de la porte : 1234',
      hasPets: true,
      petType: 'cat',
      suppliesProvidedByCleaner: false,
      allowPhotos: true,
      emergency: false,
      emergencyReason: null,
      priorityLevel: null,
      payment: { depositPaid: 5950, refunded: 0 },
      cancellation: null,
      history: [{ action: 'create', from: null, to: 'pending', actorRole: 'client', reason: null, at: expect.any(String) }],
    });
    expect(booking.price).toEqual(quoted.json().occurrences[0].price);
    expect(new Date(booking.endsAt).getTime() - new Date(booking.startsAt).getTime()).toBe(4 * 3_600_000);
    const expiresIn = new Date(booking.expiresAt).getTime() - before;
    expect(expiresIn).toBeGreaterThan(24 * 3_600_000 - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(24 * 3_600_000 + 60_000);
    // The default checklist of the service type, in the client's language.
    expect(booking.checklist[0]).toEqual({ task: 'Dépoussiérer les surfaces', done: false });

    const [charge] = payments.chargesFor(booking.id);
    expect(charge).toMatchObject({ amountCents: 5950, paymentMethodId: 'pm_card_visa', idempotencyKey: `${booking.id}:deposit` });
    expect((await ledger.transactions()).filter((x) => x.bookingId === booking.id)).toMatchObject([
      {
        kind: 'booking.deposit',
        lines: [
          { account: 'external:card', amountCents: 5950 },
          { account: `platform:held:${booking.id}`, amountCents: -5950 },
        ],
      },
    ]);
  });

  it('never takes a price from the client', async () => {
    const { client, propertyId } = await clientWithProperty(t, properties);
    for (const extra of [{ price: 100 }, { total: 100 }, { deposit: 1 }]) {
      const res = await t.request(createRequest(client, bookingBody(cleaner.user.id, propertyId, extra)));
      expect(res.statusCode).toBe(400);
      expect(pointers(res.json())).toEqual([`/body/${Object.keys(extra)[0]}`]);
    }
  });

  it('says "property required" and "duration required", and refuses a start that is not ahead', async () => {
    const { client, propertyId } = await clientWithProperty(t, properties);
    const { propertyId: _p, durationHours: _d, ...missing } = bookingBody(cleaner.user.id, propertyId);
    const res = await t.request(createRequest(client, missing));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', title: 'Vérifiez tous les champs' });
    expect(res.json().errors).toEqual([
      { pointer: '/body/propertyId', code: 'required', message: 'Propriété requise' },
      { pointer: '/body/durationHours', code: 'required', message: 'Durée requise' },
    ]);
    const english = await t.request({
      ...createRequest(client, missing),
      headers: { ...bearer(client), 'idempotency-key': 'english-1', 'accept-language': 'en' },
    });
    expect(english.json().errors.map((e: { message: string }) => e.message)).toEqual(['Property required', 'Duration required']);

    const past = await t.request(createRequest(client, bookingBody(cleaner.user.id, propertyId, { date: daysAhead(-1) })));
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual([
      { pointer: '/body/date', code: 'future', message: 'Date et heure invalides : le début doit être à venir.' },
    ]);
  });

  it.each([
    [{ durationHours: 3.5 }, '/body/durationHours'],
    [{ durationHours: 4.25 }, '/body/durationHours'],
    [{ durationHours: 12.5 }, '/body/durationHours'],
    [{ startTime: '09:15' }, '/body/startTime'],
    [{ startTime: '24:00' }, '/body/startTime'],
    [{ date: '2027-02-30' }, '/body/date'],
    [{ frequency: 'daily' }, '/body/frequency'],
    [{ frequency: 'custom' }, '/body/recurrence'],
    [{ frequency: 'custom', recurrence: { intervalDays: 0, occurrences: 3 } }, '/body/recurrence/intervalDays'],
    [{ frequency: 'custom', recurrence: { intervalDays: 10, occurrences: 13 } }, '/body/recurrence/occurrences'],
    [{ serviceType: 'windows' }, '/body/serviceType'],
    [{ notes: 'x'.repeat(1001) }, '/body/notes'],
    [{ hasPets: true }, '/body/petType'],
    [{ hasPets: true, petType: 'bird' }, '/body/petType'],
    [{ emergency: true, priorityLevel: 2 }, '/body/emergencyReason'],
    [{ emergency: true, emergencyReason: 'Dégât d’eau' }, '/body/priorityLevel'],
    [{ emergency: true, emergencyReason: 'Dégât d’eau', priorityLevel: 4 }, '/body/priorityLevel'],
    [{ emergency: true, emergencyReason: 'Dégât d’eau', priorityLevel: 1, frequency: 'weekly' }, '/body/frequency'],
    [{ checklist: [''] }, '/body/checklist/0'],
    [{ paymentMethodId: 'card_123' }, '/body/paymentMethodId'],
    [{ paymentMethodId: undefined }, '/body/paymentMethodId'],
    [{ cleanerId: 'sophie' }, '/body/cleanerId'],
  ])('refuses %j at %s', async (overrides, pointer) => {
    const { client, propertyId } = await clientWithProperty(t, properties);
    const res = await t.request(createRequest(client, bookingBody(cleaner.user.id, propertyId, overrides)));
    expect(res.statusCode).toBe(400);
    expect(pointers(res.json())).toContain(pointer);
  });

  it('needs an Idempotency-Key', async () => {
    const { client, propertyId } = await clientWithProperty(t, properties);
    const res = await t.request({
      method: 'POST',
      url: '/api/bookings',
      headers: bearer(client),
      payload: bookingBody(cleaner.user.id, propertyId),
    });
    expect(res.statusCode).toBe(400);
    expect(pointers(res.json())).toEqual(['/headers/idempotency-key']);
  });

  it('refuses cleaners that cannot be booked, and properties that are not the client’s', async () => {
    const { client, propertyId } = await clientWithProperty(t, properties);
    const unlisted = await signUp(t, { role: 'cleaner', name: 'Nadia Nouvelle' });
    const other = await clientWithProperty(t, properties);
    for (const cleanerId of [unlisted.user.id, other.client.user.id, 'usr_00000000000000000000000000']) {
      const res = await t.request(createRequest(client, bookingBody(cleanerId, propertyId)));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'cleaner_not_bookable', errors: [{ pointer: '/body/cleanerId' }] });
    }
    for (const id of [other.propertyId, 'prp_00000000000000000000000000']) {
      const res = await t.request(createRequest(client, bookingBody(cleaner.user.id, id)));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'property_not_found', title: 'Propriété introuvable' });
    }
  });

  it('books only a service the cleaner offers, in a city they serve or cover, with a pet they tolerate', async () => {
    const montreal = await clientWithProperty(t, properties);
    const service = await t.request(
      createRequest(montreal.client, bookingBody(cleaner.user.id, montreal.propertyId, { serviceType: 'office' })),
    );
    expect(service.json()).toMatchObject({ status: 422, code: 'service_type_not_offered' });

    const quebec = await clientWithProperty(t, properties, { city: 'Québec' });
    const far = await t.request(createRequest(quebec.client, bookingBody(cleaner.user.id, quebec.propertyId)));
    expect(far.json()).toMatchObject({ status: 422, code: 'city_not_served', title: 'Ville non desservie' });
    expect(far.json().detail).toContain('Québec');

    // Laval is about 12 km from Montréal, within the cleaner's 25 km.
    const laval = await clientWithProperty(t, properties, { city: 'Laval' });
    const near = await t.request(
      createRequest(laval.client, bookingBody(cleaner.user.id, laval.propertyId, { date: daysAhead(11) })),
    );
    expect(near.statusCode, near.body).toBe(201);

    const pet = await t.request(
      createRequest(montreal.client, bookingBody(cleaner.user.id, montreal.propertyId, { hasPets: true, petType: 'other' })),
    );
    expect(pet.json()).toMatchObject({ status: 422, code: 'pets_not_tolerated' });
    const dog = await t.request(
      createRequest(
        montreal.client,
        bookingBody(cleaner.user.id, montreal.propertyId, { hasPets: true, petType: 'dog', date: daysAhead(12) }),
      ),
    );
    expect(dog.statusCode).toBe(201);
  });

  it('refuses a discount code while none exist', async () => {
    const { client, propertyId } = await clientWithProperty(t, properties);
    const res = await t.request(createRequest(client, bookingBody(cleaner.user.id, propertyId, { discountCode: 'BIENVENUE10' })));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'discount_code_invalid', errors: [{ pointer: '/body/discountCode' }] });
  });

  it('answers 402 and creates nothing when the deposit cannot be charged', async () => {
    const { client, propertyId } = await clientWithProperty(t, properties);
    const body = bookingBody(cleaner.user.id, propertyId, { date: daysAhead(20) });
    // The local provider follows Stripe's test cards; with the client present, an
    // authentication-required card succeeds, so both refusals here are declines.
    // Each refusal names the bank's reason with a stable declineCode, whatever the provider said.
    for (const [paymentMethodId, declineCode] of [
      ['pm_card_chargeDeclined', 'card_declined'],
      ['pm_card_insufficientFunds', 'insufficient_funds'],
      ['pm_card_chargeDeclinedExpiredCard', 'expired_card'],
      ['pm_card_chargeDeclinedIncorrectCvc', 'incorrect_cvc'],
      ['pm_card_chargeDeclinedProcessingError', 'processing_error'],
    ]) {
      const res = await t.request(createRequest(client, { ...body, paymentMethodId }));
      expect(res.statusCode).toBe(402);
      expect(res.json()).toMatchObject({ code: 'payment_failed', declineCode });
    }
    expect((await t.request({ method: 'GET', url: '/api/bookings', headers: bearer(client) })).json().items).toEqual([]);
    // Nothing holds the slot: the same booking with a good card goes through.
    const retry = await t.request(createRequest(client, body));
    expect(retry.statusCode).toBe(201);
  });

  it('lets the emergency fee and its fields through for a one-time booking', async () => {
    const { client, propertyId } = await clientWithProperty(t, properties);
    const res = await t.request(
      createRequest(
        client,
        bookingBody(cleaner.user.id, propertyId, {
          date: daysAhead(2),
          emergency: true,
          emergencyReason: 'Dégât d’eau au sous-sol',
          priorityLevel: 3,
          allowPhotos: false,
          checklist: ['Assécher le sous-sol', 'Laver les planchers'],
        }),
      ),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().bookings[0]).toMatchObject({
      emergency: true,
      emergencyReason: 'Dégât d’eau au sous-sol',
      priorityLevel: 3,
      allowPhotos: false,
      checklist: [
        { task: 'Assécher le sous-sol', done: false },
        { task: 'Laver les planchers', done: false },
      ],
      price: { emergencyFee: 2100, subtotal: 16100 },
    });
  });
});

describe('named statements and a migration that adds columns', () => {
  it('keeps quoting and booking when a column is added under the running process', async () => {
    const { client, propertyId } = await clientWithProperty(t, properties);
    const { paymentMethodId: _, ...fields } = bookingBody(cleaner.user.id, propertyId);
    const quote = () => t.request({ method: 'POST', url: '/api/bookings/quote', headers: bearer(client), payload: fields });
    // Prepared on the connections the requests use…
    expect((await quote()).statusCode).toBe(200);
    const first = await t.request(createRequest(client, bookingBody(cleaner.user.id, propertyId, { date: daysAhead(40) })));
    expect(first.statusCode, first.body).toBe(201);
    const em = t.app.propre.db.orm.em;
    await query(em, 'alter table property add column later_note text');
    await query(em, 'alter table pay_customer add column later_note text');
    try {
      // …then read again: a prepared `select *` would now fail ("cached plan must not change result type").
      for (let i = 0; i < 3; i += 1) expect((await quote()).statusCode).toBe(200);
      const second = await t.request(createRequest(client, bookingBody(cleaner.user.id, propertyId, { date: daysAhead(41) })));
      expect(second.statusCode, second.body).toBe(201);
    } finally {
      await query(em, 'alter table property drop column later_note');
      await query(em, 'alter table pay_customer drop column later_note');
    }
  });
});

describe('bookings.create: the client’s payment customer', () => {
  it('charges every deposit of a client to one customer, and brings it up to date when the client’s name changes', async () => {
    const { client, propertyId } = await clientWithProperty(t, properties);
    const customers = async () =>
      (await query(t.app.propre.db.orm.em, 'select id, name from pay_customer where user_id = $1', [client.user.id])) as Array<{
        id: string;
        name: string;
      }>;
    const bookingCustomer = async (bookingId: string) =>
      (await query(t.app.propre.db.orm.em, 'select payment_customer_id as id from booking where id = $1', [bookingId]))[0]?.id;
    const book = async (date: string) => {
      const res = await t.request(createRequest(client, bookingBody(cleaner.user.id, propertyId, { date, startTime: '15:00' })));
      expect(res.statusCode, res.body).toBe(201);
      return res.json().bookings[0].id as string;
    };

    const first = await book(daysAhead(70));
    const [created] = await customers();
    expect(await bookingCustomer(first)).toBe(created?.id);
    // Found as it is: read with the create's first statements, charged without another look.
    const second = await book(daysAhead(71));
    expect(await bookingCustomer(second)).toBe(created?.id);

    const renamed = await t.request({
      method: 'PATCH',
      url: '/api/users/me',
      headers: bearer(client),
      payload: { name: 'Marie Tremblay-Roy' },
    });
    expect(renamed.statusCode).toBe(200);
    const third = await book(daysAhead(72));
    expect(await customers()).toEqual([{ id: created?.id, name: 'Marie Tremblay-Roy' }]);
    expect(await bookingCustomer(third)).toBe(created?.id);
    const updates = await query<{ n: number }>(
      t.app.propre.db.orm.em,
      "select count(*)::int as n from pay_event where type = 'customer.updated' and object_id = $1",
      [created?.id],
    );
    expect(updates[0]?.n).toBe(1);
  });
});
