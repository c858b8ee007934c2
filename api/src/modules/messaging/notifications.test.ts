import { describe, expect, it } from 'vitest';
import { bearer, createAdmin } from '../../../test/factories.ts';
import { bookingPair, sendMessage } from '../../../test/messaging.ts';
import { query } from '../../db/sql.ts';
import { type Session, useBookingsApp } from '../bookings/bookings.fixtures.ts';
import { bookingEventQueue } from './booking-events.ts';
import { digestQueue } from './notifications.ts';

const { t, properties } = useBookingsApp({ env: { MESSAGE_MAIL_DELAY_SECONDS: '0', MESSAGE_RATE_LIMIT: '1000' } });

interface Mail {
  subject: string;
  text: string;
  locale: string;
  tag: string;
}

async function mailsTo(email: string): Promise<Mail[]> {
  return query<Mail>(
    t.app.propre.db.orm.em,
    'select subject, text, locale, tag from mail_outbox where recipient = $1 order by created_at, id',
    [email],
  );
}

/** Waits until the workers mailed `count` mails to the address (they poll every half second). */
async function waitForMails(email: string, count: number, timeoutMs = 10_000): Promise<Mail[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const mails = await mailsTo(email);
    if (mails.length >= count || Date.now() > until) return mails;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function setProfile(session: Session, patch: Record<string, string>) {
  const res = await t.request({ method: 'PATCH', url: '/api/users/me', headers: bearer(session), payload: patch });
  expect(res.statusCode).toBe(200);
}

describe('email notifications', () => {
  it('instant: mails a new message in the recipient’s language', async () => {
    const { client, cleaner, bookingId } = await bookingPair(t, properties, { clientName: 'Julie Roy' });
    // The booking request was mailed (in French) as it was made.
    await waitForMails(cleaner.user.email, 1);
    await setProfile(cleaner, { language: 'en' });
    await sendMessage(t, client, bookingId, 'Pouvez-vous apporter un escabeau?');
    const mail = (await waitForMails(cleaner.user.email, 2))[1];
    expect(mail).toMatchObject({ tag: 'messaging-notification', locale: 'en', subject: 'News from Propre' });
    expect(mail?.text).toContain('Message from Julie Roy: "Pouvez-vous apporter un escabeau?"');
  });

  it('instant: tells the client, in French, that the cleaner confirmed; not the cleaner who did it', async () => {
    const { client, cleaner } = await bookingPair(t, properties);
    const [mail] = await waitForMails(client.user.email, 1);
    expect(mail).toMatchObject({ locale: 'fr', subject: 'Du nouveau sur Propre' });
    expect(mail?.text).toMatch(/Réservation du \d{4}-\d{2}-\d{2} à 09:00\u00a0: réservation confirmée/);
    // The cleaner hears of the request the client made (create), not of their own acceptance.
    const cleanerMails = await waitForMails(cleaner.user.email, 1);
    expect(cleanerMails.map((m) => m.text).join('\n')).toContain('nouvelle demande de réservation');
    expect(cleanerMails.map((m) => m.text).join('\n')).not.toContain('réservation confirmée');
  });

  it('queues the mails of first messages sent together, each person’s job with its retries', async () => {
    const pairs = await Promise.all([1, 2, 3].map(() => bookingPair(t, properties)));
    await Promise.all(pairs.map(({ cleaner }) => waitForMails(cleaner.user.email, 1)));
    const sentAfter = new Date();
    // Their first messages arrive at once: their mail jobs share one insert.
    await Promise.all(pairs.map(({ client, bookingId }) => sendMessage(t, client, bookingId, 'Bonjour, à mardi!')));
    for (const { cleaner } of pairs) {
      const mails = await waitForMails(cleaner.user.email, 2);
      expect(mails[1]?.text).toContain('Bonjour, à mardi!');
    }
    const rows = await query(
      t.app.propre.db.orm.em,
      `select singleton_key, retry_limit, retry_delay, data->>'userId' as user_id from pgboss.job
        where name = 'messaging-notification-mail' and singleton_key = any($1) and created_on >= $2`,
      [pairs.map((p) => p.cleaner.user.id), sentAfter],
    );
    expect(rows.map((r) => r.singleton_key).sort()).toEqual(pairs.map((p) => p.cleaner.user.id).sort());
    for (const row of rows) expect(row).toMatchObject({ user_id: row.singleton_key, retry_limit: 3, retry_delay: 60 });
  });

  it('does not mail a message that was read before the mail went out', async () => {
    const { client, cleaner, bookingId } = await bookingPair(t, properties);
    await waitForMails(cleaner.user.email, 1);
    const before = (await mailsTo(cleaner.user.email)).length;
    // On a digest the mail waits for its job, which runs here once the message was read.
    await setProfile(cleaner, { emailFrequency: 'daily' });
    await sendMessage(t, client, bookingId, 'Lu tout de suite');
    await t.request({ method: 'POST', url: `/api/conversations/${bookingId}/read`, headers: bearer(cleaner) });
    expect(await t.app.propre.messaging.notifications.mailPending(cleaner.user.id, 'daily')).toBe(0);
    expect(await mailsTo(cleaner.user.email)).toHaveLength(before);
  });

  it('daily, weekly and monthly: nothing at once, then one digest per user on its schedule', async () => {
    const daily = await bookingPair(t, properties, { clientName: 'Léa Daily' });
    const weekly = await bookingPair(t, properties, { clientName: 'Noé Weekly' });
    // The booking's own notifications (new request) are mailed at once while they are on instant.
    await waitForMails(daily.cleaner.user.email, 1);
    await waitForMails(weekly.cleaner.user.email, 1);
    await setProfile(daily.cleaner, { emailFrequency: 'daily' });
    await setProfile(weekly.cleaner, { emailFrequency: 'weekly' });
    const dailyBefore = (await mailsTo(daily.cleaner.user.email)).length;
    const weeklyBefore = (await mailsTo(weekly.cleaner.user.email)).length;

    await sendMessage(t, daily.client, daily.bookingId, 'Premier message');
    await sendMessage(t, daily.client, daily.bookingId, 'Deuxième message');
    await sendMessage(t, weekly.client, weekly.bookingId, 'Pour la semaine');
    const admin = await createAdmin(t);
    await t.request({
      method: 'POST',
      url: '/api/admin/messages',
      headers: bearer(admin),
      payload: { userId: daily.cleaner.user.id, subject: 'Rappel', text: 'Pensez à vos documents.' },
    });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await mailsTo(daily.cleaner.user.email)).toHaveLength(dailyBefore);

    await t.app.propre.jobs.boss.send(digestQueue, { period: 'daily' });
    const dailyMails = await waitForMails(daily.cleaner.user.email, dailyBefore + 1);
    const digest = dailyMails.at(-1);
    expect(digest?.subject).toBe('Votre résumé quotidien Propre');
    expect(digest?.text).toContain('Message de Léa Daily\u00a0: «\u00a0Premier message\u00a0»');
    expect(digest?.text).toContain('Message de Léa Daily\u00a0: «\u00a0Deuxième message\u00a0»');
    expect(digest?.text).toContain("Message de l'équipe Propre (Rappel)\u00a0: «\u00a0Pensez à vos documents.\u00a0»");
    // The daily digest leaves weekly users alone.
    expect(await mailsTo(weekly.cleaner.user.email)).toHaveLength(weeklyBefore);

    await t.app.propre.jobs.boss.send(digestQueue, { period: 'weekly' });
    const weeklyMails = await waitForMails(weekly.cleaner.user.email, weeklyBefore + 1);
    expect(weeklyMails.at(-1)?.subject).toBe('Votre résumé hebdomadaire Propre');
    expect(weeklyMails.at(-1)?.text).toContain('Pour la semaine');

    // Sent once: the next digest has nothing to say.
    expect(await t.app.propre.messaging.notifications.digest('daily')).toBe(0);
    // Four waits on workers that poll every half second, and a pause of 1.5 s.
  }, 20_000);

  it('schedules the digests in Quebec time', async () => {
    const schedules = await t.app.propre.jobs.boss.getSchedules(digestQueue);
    expect(schedules.map((s) => [s.key, s.cron, s.options?.tz]).sort(([a], [b]) => String(a).localeCompare(String(b)))).toEqual([
      ['daily', '0 7 * * *', 'America/Toronto'],
      ['monthly', '0 7 1 * *', 'America/Toronto'],
      ['weekly', '0 7 * * 1', 'America/Toronto'],
    ]);
  });
  it('queues again the mail of a notification whose job was lost (a process killed after the message committed)', async () => {
    const { cleaner, bookingId } = await bookingPair(t, properties, { clientName: 'Rémi Perdu' });
    const before = (await waitForMails(cleaner.user.email, 1)).length;
    const other = await bookingPair(t, properties);
    await setProfile(other.cleaner, { emailFrequency: 'daily' });
    // What a crash between the commit and the job leaves: a message's notification, long due,
    // with no mail job behind it; and one for a user on a digest, which must wait for it.
    const lost = { kind: 'message', messageId: 'msg_lost', bookingId, senderName: 'Rémi Perdu', excerpt: 'Message retrouvé' };
    for (const [userId, data] of [
      [cleaner.user.id, lost],
      [other.cleaner.user.id, { ...lost, bookingId: other.bookingId }],
    ] as const) {
      await query(
        t.app.propre.db.orm.em,
        `insert into notification (id, user_id, kind, data, created_at, sent_at)
         values ($1, $2, 'message', $3, now() - interval '10 minutes', null)`,
        [`ntf_lost_${userId}`, userId, JSON.stringify(data)],
      );
    }
    expect(await t.app.propre.messaging.notifications.recoverInstant()).toBe(1);
    const mails = await waitForMails(cleaner.user.email, before + 1);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)?.text).toContain('Message retrouvé');
    // Mailed once: nothing is left to recover, and the digest user was not mailed.
    expect(await t.app.propre.messaging.notifications.recoverInstant()).toBe(0);
    expect((await mailsTo(other.cleaner.user.email)).map((m) => m.text).join('\n')).not.toContain('Message retrouvé');
  });

  it('records a booking request’s notification with the request, and still honours a job queued by an older version', async () => {
    const { cleaner, bookingId } = await bookingPair(t, properties, { pending: true });
    const bookingNotifications = async () =>
      (await query(t.app.propre.db.orm.em, "select data from notification where user_id = $1 and kind = 'booking'", [
        cleaner.user.id,
      ])) as Array<{ data: { action: string; bookingId: string; date: string } }>;
    // Committed with the booking itself: no job had to run for it.
    const [recorded] = await bookingNotifications();
    expect(recorded?.data).toMatchObject({ action: 'create', bookingId });
    expect(recorded?.data.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // A job from before (no `notified` flag) records the notification itself.
    await t.app.propre.jobs.boss.send(bookingEventQueue, {
      bookingId,
      action: 'create',
      from: null,
      to: 'pending',
      actorUserId: null,
    });
    const until = Date.now() + 5_000;
    while ((await bookingNotifications()).length < 2 && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    expect((await bookingNotifications()).map((n) => n.data.action)).toEqual(['create', 'create']);
  });
});
