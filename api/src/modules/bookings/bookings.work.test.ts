import { describe, expect, it } from 'vitest';
import { createRecordingPayments, propertyMaker } from '../../../test/bookings-edges.ts';
import { createTestApp } from '../../../test/build-app.ts';
import { bearer, createAdmin, signUp } from '../../../test/factories.ts';
import { act, daysAhead, listedCleaner, useBookingsApp } from './bookings.fixtures.ts';
import { confirmedSoon, photo, tickAll, uploadPhoto, workThrough } from './work.fixtures.ts';

const { t, properties, ledger, payments } = useBookingsApp();

const get = (session: Parameters<typeof bearer>[0], bookingId: string) =>
  t.request({ method: 'GET', url: `/api/bookings/${bookingId}`, headers: bearer(session) });

describe('punch-in', () => {
  it('starts the work when the device is at the pinned property, recording when and where', async () => {
    const setup = await confirmedSoon(t, properties);
    const res = await t.request(act(setup.cleaner, setup.bookingId, 'punch-in', setup.near(120)));
    expect(res.statusCode, res.body).toBe(200);
    const booking = res.json();
    expect(booking.status).toBe('in_progress');
    expect(booking.label).toBe('in progress');
    expect(Date.now() - new Date(booking.work.punchedInAt).getTime()).toBeLessThan(60_000);
    expect(booking.work.punchedOutAt).toBeNull();
    expect(booking.history.at(-1)).toMatchObject({ action: 'start', from: 'confirmed', to: 'in_progress', actorRole: 'cleaner' });
    const row = await t.app.propre.db.orm.em
      .getConnection()
      .execute('select punch_in_location from booking where id = ?', [setup.bookingId]);
    expect(row[0]?.punch_in_location).toMatchObject({ reference: 'pin', accuracyMeters: 12 });
    expect(Math.abs(Number(row[0]?.punch_in_location.distanceMeters) - 120)).toBeLessThanOrEqual(2);
  });

  it('refuses a device 400 m from the pin with the distance, and changes nothing', async () => {
    const setup = await confirmedSoon(t, properties);
    const res = await t.request(act(setup.cleaner, setup.bookingId, 'punch-in', setup.near(400)));
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('too_far_from_property');
    expect(res.json().detail).toMatch(/40\d m/);
    const after = await get(setup.cleaner, setup.bookingId);
    expect(after.json()).toMatchObject({ status: 'confirmed', work: { punchedInAt: null } });
  });

  it('checks an unpinned property against its municipality (25 km), the only position it has', async () => {
    const inTown = await confirmedSoon(t, properties, { pinned: false });
    const ok = await t.request(act(inTown.cleaner, inTown.bookingId, 'punch-in', inTown.near(9_000)));
    expect(ok.statusCode, ok.body).toBe(200);
    const far = await confirmedSoon(t, properties, { pinned: false });
    const refused = await t.request(act(far.cleaner, far.bookingId, 'punch-in', far.near(40_000)));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('too_far_from_property');
  });

  it('is refused more than an hour before the start, from pending, and to anyone else', async () => {
    const setup = await confirmedSoon(t, properties);
    const early = await confirmedSoon(t, properties, { overrides: { date: daysAhead(10), startTime: '09:00' } });
    const tooEarly = await t.request(act(early.cleaner, early.bookingId, 'punch-in', early.near(0)));
    expect(tooEarly.statusCode).toBe(409);
    expect(tooEarly.json().code).toBe('punch_in_too_early');

    const pending = await confirmedSoon(t, properties, { accept: false });
    const notYet = await t.request(act(pending.cleaner, pending.bookingId, 'punch-in', pending.near(0)));
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().code).toBe('booking_transition_not_allowed');

    const byClient = await t.request(act(setup.client, setup.bookingId, 'punch-in', setup.near(0)));
    expect(byClient.statusCode).toBe(403);
    const stranger = await listedCleaner(t, {}, 'Autre Nettoyeuse');
    const byStranger = await t.request(act(stranger, setup.bookingId, 'punch-in', setup.near(0)));
    expect(byStranger.statusCode).toBe(404);
    const twice = await t.request(act(setup.cleaner, setup.bookingId, 'punch-in', setup.near(0)));
    expect(twice.statusCode).toBe(200);
    const again = await t.request(act(setup.cleaner, setup.bookingId, 'punch-in', setup.near(0)));
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('booking_transition_not_allowed');
  });

  it('needs a location in the body', async () => {
    const setup = await confirmedSoon(t, properties);
    const res = await t.request(act(setup.cleaner, setup.bookingId, 'punch-in', { latitude: 95, longitude: 0 }));
    expect(res.statusCode).toBe(400);
    const none = await t.request({ ...act(setup.cleaner, setup.bookingId, 'punch-in'), payload: {} });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors.map((e: { pointer: string }) => e.pointer)).toContain('/body/latitude');
  });

  it('lets an admin punch in for the cleaner from anywhere (a timesheet correction, recorded unchecked)', async () => {
    const setup = await confirmedSoon(t, properties);
    const admin = await createAdmin(t);
    const res = await t.request(act(admin, setup.bookingId, 'punch-in', { latitude: 46.8, longitude: -71.2 }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().history.at(-1)).toMatchObject({ action: 'start', actorRole: 'admin' });
  });
});

describe('the punch distance', () => {
  it('is configurable (PUNCH_MAX_DISTANCE_METERS)', async () => {
    const widePayments = createRecordingPayments();
    const wide = await createTestApp({ env: { PUNCH_MAX_DISTANCE_METERS: '1000' }, bookingEdges: { payments: widePayments } });
    try {
      widePayments.attach(wide.app.propre.payments.provider);
      const setup = await confirmedSoon(wide, propertyMaker(wide));
      const res = await wide.request(act(setup.cleaner, setup.bookingId, 'punch-in', setup.near(800)));
      expect(res.statusCode, res.body).toBe(200);
      const tooFar = await confirmedSoon(wide, propertyMaker(wide));
      const refused = await wide.request(act(tooFar.cleaner, tooFar.bookingId, 'punch-in', tooFar.near(1_100)));
      expect(refused.json().code).toBe('too_far_from_property');
    } finally {
      await wide.close();
    }
  });
});

/** The checklist as the given person sets it. */
const putChecklist = (bookingId: string, who: { token: string }, items: Array<{ task: string; done: boolean }>) =>
  t.request({ method: 'PUT', url: `/api/bookings/${bookingId}/checklist`, headers: bearer(who), payload: { items } });

describe('the checklist', () => {
  it('is the client’s to set before the work, and the cleaner’s to tick during it', async () => {
    const setup = await confirmedSoon(t, properties);
    const items = [
      { task: 'Laver les fenêtres du salon', done: true },
      { task: '  Nettoyer le four  ', done: false },
    ];
    const set = await putChecklist(setup.bookingId, setup.client, items);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().checklist).toEqual([
      { task: 'Laver les fenêtres du salon', done: false },
      { task: 'Nettoyer le four', done: false },
    ]);

    const cleanerBefore = await putChecklist(setup.bookingId, setup.cleaner, [
      { task: 'Laver les fenêtres du salon', done: true },
      { task: 'Nettoyer le four', done: true },
    ]);
    expect(cleanerBefore.statusCode).toBe(409);
    expect(cleanerBefore.json().code).toBe('checklist_locked');

    await t.request(act(setup.cleaner, setup.bookingId, 'punch-in', setup.near(0)));
    const renamed = await putChecklist(setup.bookingId, setup.cleaner, [
      { task: 'Autre chose', done: true },
      { task: 'Nettoyer le four', done: true },
    ]);
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().code).toBe('checklist_tasks_locked');

    const ticked = await putChecklist(setup.bookingId, setup.cleaner, [
      { task: 'Laver les fenêtres du salon', done: true },
      { task: 'Nettoyer le four', done: false },
    ]);
    expect(ticked.statusCode).toBe(200);
    expect(ticked.json().checklist.map((i: { done: boolean }) => i.done)).toEqual([true, false]);

    const clientDuring = await putChecklist(setup.bookingId, setup.client, [{ task: 'Nouvelle tâche', done: false }]);
    expect(clientDuring.statusCode).toBe(409);
    expect(clientDuring.json().code).toBe('checklist_locked');
  });

  it('refuses a blank task and more than 30 tasks', async () => {
    const setup = await confirmedSoon(t, properties);
    const url = `/api/bookings/${setup.bookingId}/checklist`;
    const blank = await t.request({
      method: 'PUT',
      url,
      headers: bearer(setup.client),
      payload: { items: [{ task: '   ', done: false }] },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors[0].pointer).toBe('/body/items/0/task');
    const many = Array.from({ length: 31 }, (_, i) => ({ task: `Tâche ${i + 1}`, done: false }));
    const tooMany = await t.request({ method: 'PUT', url, headers: bearer(setup.client), payload: { items: many } });
    expect(tooMany.statusCode).toBe(400);
  });

  it('cannot be submitted with tasks left or required photos missing', async () => {
    const setup = await confirmedSoon(t, properties, { allowPhotos: true });
    const submit = () => t.request(act(setup.cleaner, setup.bookingId, 'checklist/submit'));
    const beforeWork = await submit();
    expect(beforeWork.statusCode).toBe(409);
    expect(beforeWork.json().code).toBe('checklist_locked');

    await t.request(act(setup.cleaner, setup.bookingId, 'punch-in', setup.near(0)));
    const tasksLeft = await submit();
    expect(tasksLeft.statusCode).toBe(422);
    expect(tasksLeft.json().code).toBe('checklist_incomplete');
    const taskCount = (await get(setup.cleaner, setup.bookingId)).json().checklist.length;
    expect(tasksLeft.json().errors).toHaveLength(taskCount);
    expect(tasksLeft.json().errors[0]).toMatchObject({ pointer: '/checklist/0', code: 'not_done' });

    await tickAll(t, setup.cleaner, setup.bookingId);
    const noPhotos = await submit();
    expect(noPhotos.statusCode).toBe(422);
    expect(noPhotos.json().code).toBe('photos_required');
    expect(noPhotos.json().errors.map((e: { pointer: string }) => e.pointer)).toEqual(['/photos/before', '/photos/after']);

    await t.request(uploadPhoto(setup.cleaner, setup.bookingId, await photo(), 'kind=before&room=bathroom'));
    const onlyBefore = await submit();
    expect(onlyBefore.json().errors.map((e: { pointer: string }) => e.pointer)).toEqual(['/photos/after']);
    await t.request(uploadPhoto(setup.cleaner, setup.bookingId, await photo('png'), 'kind=after&room=bathroom', 'image/png'));
    const done = await submit();
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().work).toMatchObject({ photos: { before: 1, after: 1 }, photosRequired: true });
    expect(done.json().work.checklistSubmittedAt).not.toBeNull();

    const twice = await submit();
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('checklist_locked');
    const late = await t.request(uploadPhoto(setup.cleaner, setup.bookingId, await photo(), 'kind=after'));
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('photos_locked');
  });

  it('needs no photos when the client refused them', async () => {
    const setup = await confirmedSoon(t, properties, { allowPhotos: false });
    await t.request(act(setup.cleaner, setup.bookingId, 'punch-in', setup.near(0)));
    await tickAll(t, setup.cleaner, setup.bookingId);
    const done = await t.request(act(setup.cleaner, setup.bookingId, 'checklist/submit'));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().work.photosRequired).toBe(false);
  });
});

describe('before/after photos', () => {
  it('are refused when the client did not allow them', async () => {
    const setup = await confirmedSoon(t, properties, { allowPhotos: false });
    await t.request(act(setup.cleaner, setup.bookingId, 'punch-in', setup.near(0)));
    const res = await t.request(uploadPhoto(setup.cleaner, setup.bookingId, await photo(), 'kind=before'));
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('photos_not_allowed');
    const list = await t.request({
      method: 'GET',
      url: `/api/bookings/${setup.bookingId}/photos`,
      headers: bearer(setup.client),
    });
    expect(list.json().items).toEqual([]);
  });

  it('are taken only during the work, checked by content, and seen by the booking’s people only', async () => {
    const setup = await confirmedSoon(t, properties);
    const tooSoon = await t.request(uploadPhoto(setup.cleaner, setup.bookingId, await photo(), 'kind=before'));
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json().code).toBe('photos_locked');

    await t.request(act(setup.cleaner, setup.bookingId, 'punch-in', setup.near(0)));
    const fake = await t.request(
      uploadPhoto(setup.cleaner, setup.bookingId, Buffer.from('%PDF-1.7 not an image'), 'kind=before'),
    );
    expect(fake.statusCode).toBe(415);
    expect(fake.json().detail).toContain('image/jpeg');
    const badKind = await t.request(uploadPhoto(setup.cleaner, setup.bookingId, await photo(), 'kind=during'));
    expect(badKind.statusCode).toBe(400);

    const added = await t.request(
      uploadPhoto(setup.cleaner, setup.bookingId, await photo('webp'), 'kind=before&room=living', 'image/webp'),
    );
    expect(added.statusCode, added.body).toBe(201);
    const photoDto = added.json();
    expect(photoDto).toMatchObject({
      kind: 'before',
      room: 'living',
      url: `/api/bookings/${setup.bookingId}/photos/${photoDto.id}`,
    });
    const defaultRoom = await t.request(uploadPhoto(setup.cleaner, setup.bookingId, await photo(), 'kind=after'));
    expect(defaultRoom.json().room).toBe('other');

    const list = await t.request({
      method: 'GET',
      url: `/api/bookings/${setup.bookingId}/photos`,
      headers: bearer(setup.client),
    });
    expect(list.json().items.map((p: { kind: string }) => p.kind)).toEqual(['before', 'after']);
    const image = await t.request({ method: 'GET', url: photoDto.url, headers: bearer(setup.client) });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');

    const otherClient = await signUp(t, { role: 'client', name: 'Julie Roy' });
    expect((await t.request({ method: 'GET', url: photoDto.url, headers: bearer(otherClient) })).statusCode).toBe(404);
    const otherList = await t.request({
      method: 'GET',
      url: `/api/bookings/${setup.bookingId}/photos`,
      headers: bearer(otherClient),
    });
    expect(otherList.statusCode).toBe(404);

    const removed = await t.request({ method: 'DELETE', url: photoDto.url, headers: bearer(setup.cleaner) });
    expect(removed.statusCode).toBe(204);
    expect((await t.request({ method: 'GET', url: photoDto.url, headers: bearer(setup.client) })).statusCode).toBe(404);
    const byClient = await t.request({ method: 'DELETE', url: defaultRoom.json().url, headers: bearer(setup.client) });
    expect(byClient.statusCode).toBe(403);
  });

  it('are at most 12 of each kind', async () => {
    const setup = await confirmedSoon(t, properties);
    await t.request(act(setup.cleaner, setup.bookingId, 'punch-in', setup.near(0)));
    const image = await photo();
    for (let i = 0; i < 12; i++) {
      const res = await t.request(uploadPhoto(setup.cleaner, setup.bookingId, image, 'kind=before'));
      expect(res.statusCode).toBe(201);
    }
    const thirteenth = await t.request(uploadPhoto(setup.cleaner, setup.bookingId, image, 'kind=before'));
    expect(thirteenth.statusCode).toBe(422);
    expect(thirteenth.json().code).toBe('too_many_photos');
    const after = await t.request(uploadPhoto(setup.cleaner, setup.bookingId, image, 'kind=after'));
    expect(after.statusCode).toBe(201);
  });
});

describe('punch-out', () => {
  it('needs the checklist submitted', async () => {
    const setup = await confirmedSoon(t, properties);
    await t.request(act(setup.cleaner, setup.bookingId, 'punch-in', setup.near(0)));
    const res = await t.request(act(setup.cleaner, setup.bookingId, 'punch-out', setup.near(0)));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('checklist_not_submitted');
  });

  it('completes the booking, charges the balance off session and splits the money', async () => {
    const setup = await confirmedSoon(t, properties);
    await workThrough(t, setup);
    const far = await t.request(act(setup.cleaner, setup.bookingId, 'punch-out', setup.near(600)));
    expect(far.statusCode).toBe(422);
    expect(far.json().code).toBe('too_far_from_property');

    const res = await t.request(act(setup.cleaner, setup.bookingId, 'punch-out', setup.near(30)));
    expect(res.statusCode, res.body).toBe(200);
    const booking = res.json();
    expect(booking).toMatchObject({ status: 'completed', paymentStatus: 'final_completed', label: 'completed' });
    expect(booking.payment).toMatchObject({
      depositPaid: booking.price.deposit,
      balancePaid: booking.price.balance,
      refunded: 0,
    });
    expect(booking.work.workedMinutes).toBe(0);
    expect(booking.history.at(-1)).toMatchObject({ action: 'complete', from: 'in_progress', to: 'completed' });

    const charges = payments.chargesFor(setup.bookingId);
    expect(charges.map((c) => [c.offSession, c.amountCents, c.idempotencyKey])).toEqual([
      [false, booking.price.deposit, `${setup.bookingId}:deposit`],
      [true, booking.price.balance, `${setup.bookingId}:balance`],
    ]);
    const { price } = booking;
    const fee = Math.floor((2 * price.subtotal * 15 + 100) / 200);
    expect(await ledger.sum(`platform:held:${setup.bookingId}`)).toBe(0);
    expect(await ledger.sum(`cleaner:${setup.cleaner.user.id}:earnings`)).toBe(-(price.subtotal - fee));
    const settle = (await ledger.transactions()).find((tx) => tx.idempotencyKey === `${setup.bookingId}:settle`);
    expect(settle?.lines).toEqual(
      expect.arrayContaining([
        { account: 'platform:fees', amountCents: -fee },
        { account: 'taxes:gst', amountCents: -price.gst },
        { account: 'taxes:qst', amountCents: -price.qst },
      ]),
    );
    expect(price.gst).toBeGreaterThan(0);
  });

  it('checks an unpinned property’s punch-out against where the cleaner punched in', async () => {
    const setup = await confirmedSoon(t, properties, { pinned: false, allowPhotos: false });
    const punchIn = await t.request(act(setup.cleaner, setup.bookingId, 'punch-in', setup.near(5_000)));
    expect(punchIn.statusCode).toBe(200);
    await tickAll(t, setup.cleaner, setup.bookingId);
    await t.request(act(setup.cleaner, setup.bookingId, 'checklist/submit'));
    const elsewhere = await t.request(act(setup.cleaner, setup.bookingId, 'punch-out', setup.near(6_000)));
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().detail).toMatch(/punched in|pointage/);
    const there = await t.request(act(setup.cleaner, setup.bookingId, 'punch-out', setup.near(5_100)));
    expect(there.statusCode, there.body).toBe(200);
  });

  it('completes the work even when the bank refuses the balance; the cleaner is not credited', async () => {
    const setup = await confirmedSoon(t, properties, { paymentMethodId: 'pm_card_chargeCustomerFail' });
    await workThrough(t, setup);
    const res = await t.request(act(setup.cleaner, setup.bookingId, 'punch-out', setup.near(0)));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'completed', paymentStatus: 'final_failed', label: 'awaiting payment' });
    expect(res.json().payment).toMatchObject({ balancePaid: 0, payNowUrl: null });
    expect((await get(setup.client, setup.bookingId)).json().payment.payNowUrl).toBe(
      `${t.config.publicUrl}/bookings/${setup.bookingId}/pay`,
    );
    expect(await ledger.sum(`cleaner:${setup.cleaner.user.id}:earnings`)).toBe(0);
    expect(await ledger.sum(`platform:held:${setup.bookingId}`)).toBe(-res.json().price.deposit);
  });

  it('gives the client a pay-now link when the bank asks to confirm the balance', async () => {
    const setup = await confirmedSoon(t, properties, { paymentMethodId: 'pm_card_authenticationRequired' });
    await workThrough(t, setup);
    const res = await t.request(act(setup.cleaner, setup.bookingId, 'punch-out', setup.near(0)));
    expect(res.json()).toMatchObject({ status: 'completed', paymentStatus: 'final_pending', label: 'awaiting payment' });
    // The cleaner does not see it; the client and admins get the pay-now page of the booking.
    expect(res.json().payment.payNowUrl).toBeNull();
    const asClient = await get(setup.client, setup.bookingId);
    expect(asClient.json().payment.payNowUrl).toBe(`${t.config.publicUrl}/bookings/${setup.bookingId}/pay`);
  });
});

describe('the site', () => {
  it('shows the cleaner the address once confirmed and the access details only until the work is done', async () => {
    const setup = await confirmedSoon(t, properties, { accept: false, allowPhotos: false });
    await t.app.propre.db.orm.em
      .getConnection()
      .execute(
        "update property set wifi_name = 'Maison-5G', wifi_password = 'secret-wifi', access_instructions = 'Clé sous le pot' where id = ?",
        [setup.propertyId],
      );
    expect((await get(setup.cleaner, setup.bookingId)).json().site).toBeNull();
    const asClient = (await get(setup.client, setup.bookingId)).json().site;
    expect(asClient).toMatchObject({
      wifiPassword: 'secret-wifi',
      address: { streetAddress: '100 rue Principale', city: 'Montréal' },
    });

    await t.request(act(setup.cleaner, setup.bookingId, 'accept'));
    expect((await get(setup.cleaner, setup.bookingId)).json().site).toMatchObject({
      wifiName: 'Maison-5G',
      wifiPassword: 'secret-wifi',
      accessInstructions: 'Clé sous le pot',
      pin: setup.site,
    });
    await t.request(act(setup.cleaner, setup.bookingId, 'punch-in', setup.near(0)));
    await tickAll(t, setup.cleaner, setup.bookingId);
    await t.request(act(setup.cleaner, setup.bookingId, 'checklist/submit'));
    await t.request(act(setup.cleaner, setup.bookingId, 'punch-out', setup.near(0)));
    const afterWork = (await get(setup.cleaner, setup.bookingId)).json().site;
    expect(afterWork).toMatchObject({ wifiName: null, wifiPassword: null, accessInstructions: null });
    expect(afterWork.address.streetAddress).toBe('100 rue Principale');
  });
});
