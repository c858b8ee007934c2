import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { Mailer } from '../../adapters/mail/mail.ts';
import type { NotificationItem, NotificationPeriod } from '../../adapters/mail/templates/messaging-notification.ts';
import { renderMail } from '../../adapters/mail/templates.ts';
import { query, type SqlScope } from '../../db/sql.ts';
import { businessZone } from '../../lib/business-time.ts';
import { newId } from '../../lib/ids.ts';
import type { JobDb } from '../../plugins/jobs/transaction-db.ts';
import { createMailJobBatch } from './mail-job-batch.ts';
import type { NotificationKind } from './messaging.entities.ts';

/** One mail per user with every pending notification, for users whose frequency is "instant". */
export const notificationMailQueue = 'messaging-notification-mail';
/** The digests: one job per frequency on its schedule (America/Toronto, 07:00). */
export const digestQueue = 'messaging-digest';
export const digestSchedules: Record<Exclude<NotificationPeriod, 'instant'>, string> = {
  daily: '0 7 * * *',
  weekly: '0 7 * * 1',
  monthly: '0 7 1 * *',
};

export interface Notifications {
  /** Records something to tell the user by email; call `schedule` once it is committed. */
  record(db: SqlScope, userId: string, kind: NotificationKind, data: NotificationItem & Record<string, unknown>): Promise<void>;
  /**
   * For a user on "instant": queues their mail (one per user at a time, after the delay), in
   * the caller's transaction when given one (`transactionDb`). A transaction that rolls back
   * after this leaves the user's next mail to the sweep, since the delay is remembered here.
   */
  schedule(userId: string, frequency: string, db?: JobDb): Promise<void>;
  /** Queues the mails still waiting for their batch (at shutdown, before the queue stops). */
  flush(): Promise<void>;
  /** The mail job: mails the user's pending notifications, if their frequency is `period`. */
  mailPending(userId: string, period: NotificationPeriod): Promise<number>;
  /** The digest job: mails every user on this frequency who has something pending. */
  digest(period: Exclude<NotificationPeriod, 'instant'>): Promise<number>;
  /**
   * Queues the mail of every "instant" user whose pending notification is older than its mail
   * should have been: the job is queued after the commit that records the notification, so a
   * process that died in between (or a queue that refused the job) left it unmailed. Answers
   * how many users were queued again; the one-job-per-user rule keeps a live job from doubling.
   */
  recoverInstant(): Promise<number>;
}

export function createNotifications(deps: {
  orm: MikroORM;
  boss: PgBoss;
  mailer: Mailer;
  publicUrl: string;
  delaySeconds: number;
}): Notifications {
  const { orm, boss, mailer, publicUrl, delaySeconds } = deps;
  const db: SqlScope = orm.em;
  // A user whose mail is already queued needs no second send() for a while (pg-boss would
  // refuse it anyway: one queued job per user); this spares the database a write per message.
  const queuedUntil = new Map<string, number>();
  const mailJobOptions = (userId: string) => ({
    singletonKey: userId,
    startAfter: delaySeconds,
    retryLimit: 3,
    retryDelay: 60,
  });
  // Each person's first message queues their mail: without a transaction to join, these go
  // out together, one insert per batch, so that a burst of first messages (a server's first
  // seconds) does not add a statement per message. A job lost with the process is the sweep's.
  const batch = createMailJobBatch(async (userIds) => {
    await boss.insert(
      notificationMailQueue,
      userIds.map((userId) => ({ data: { userId }, ...mailJobOptions(userId) })),
    );
  });

  const service: Notifications = {
    async record(db, userId, kind, data) {
      await query(
        db,
        'insert into notification (id, user_id, kind, data, created_at, sent_at) values ($1, $2, $3, $4, $5, null)',
        [newId('ntf'), userId, kind, JSON.stringify(data), new Date()],
      );
    },

    async schedule(userId, frequency, db) {
      if (frequency !== 'instant') return;
      const now = Date.now();
      if ((queuedUntil.get(userId) ?? 0) > now) return;
      if (queuedUntil.size > 10_000) for (const [id, until] of queuedUntil) if (until <= now) queuedUntil.delete(id);
      queuedUntil.set(userId, now + delaySeconds * 1000);
      if (db) {
        await boss.send(notificationMailQueue, { userId }, { ...mailJobOptions(userId), db });
        return;
      }
      await batch.add(userId);
    },

    flush: () => batch.flush(),

    async mailPending(userId, period) {
      return orm.em.fork().transactional(async (em) => {
        const [user] = await query(
          em,
          'select full_name, email, language, email_frequency from app_user where id = $1 and deleted_at is null for update',
          [userId],
        );
        queuedUntil.delete(userId);
        if (!user || user.email_frequency !== period) return 0;
        // A message already read, or whose conversation was read, is not worth a mail.
        const pending = await query(
          em,
          `select n.id, n.kind, n.data from notification n
             left join message m on n.kind = 'message' and m.id = n.data->>'messageId'
             left join admin_message a on n.kind = 'admin_message' and a.id = n.data->>'messageId'
            where n.user_id = $1 and n.sent_at is null
              and (n.kind <> 'message' or m.read_at is null) and (n.kind <> 'admin_message' or a.read_at is null)
            order by n.created_at limit 50`,
          [userId],
        );
        await query(em, 'update notification set sent_at = $1 where user_id = $2 and sent_at is null', [new Date(), userId]);
        if (pending.length === 0) return 0;
        const items = pending.map((row) => (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as NotificationItem);
        const mail = renderMail(
          'messaging-notification',
          { name: String(user.full_name), period, items, url: `${publicUrl}/messages` },
          user.language === 'en' ? 'en' : 'fr',
        );
        await mailer.send({ to: String(user.email), ...mail }, { em });
        return 1;
      });
    },

    async digest(period) {
      const rows = await query(
        db,
        `select distinct n.user_id from notification n join app_user u on u.id = n.user_id
          where n.sent_at is null and u.email_frequency = $1 and u.deleted_at is null`,
        [period],
      );
      let mailed = 0;
      for (const row of rows as Array<{ user_id: string }>) mailed += await service.mailPending(row.user_id, period);
      return mailed;
    },

    async recoverInstant() {
      const rows = await query(
        db,
        `select distinct n.user_id from notification n join app_user u on u.id = n.user_id
          where n.sent_at is null and u.email_frequency = 'instant' and u.deleted_at is null
            and n.created_at < now() - make_interval(secs => $1)`,
        [delaySeconds + recoveryGraceSeconds],
      );
      await Promise.all(
        (rows as Array<{ user_id: string }>).map((row) => {
          queuedUntil.delete(row.user_id);
          return service.schedule(row.user_id, 'instant');
        }),
      );
      return rows.length;
    },
  };
  return service;
}

/** How long past its due time an instant mail must be missing before the sweep queues it again. */
const recoveryGraceSeconds = 60;
/** The sweep for instant mails whose job was lost, and how often it runs (also once at start). */
export const notificationSweepQueue = 'messaging-notification-sweep';
const notificationSweepCron = '*/10 * * * *';

/** Creates the queues, schedules the digests and starts both workers. */
export async function startNotificationJobs(boss: PgBoss, notifications: Notifications, log: FastifyBaseLogger): Promise<void> {
  // `short`: at most one queued mail job per user (singletonKey), so a burst makes one mail.
  await boss.createQueue(notificationMailQueue, { policy: 'short' });
  await boss.createQueue(digestQueue);
  await boss.createQueue(notificationSweepQueue, { policy: 'short' });
  await boss.schedule(notificationSweepQueue, notificationSweepCron, null, { tz: businessZone, missed: 'once' });
  for (const [period, cron] of Object.entries(digestSchedules)) {
    await boss.schedule(digestQueue, cron, { period }, { tz: businessZone, key: period, missed: 'once' });
  }
  await boss.findJobs(notificationMailQueue, { id: randomUUID() });
  await boss.work<{ userId: string }>(notificationMailQueue, { pollingIntervalSeconds: 0.5 }, async (jobs) => {
    for (const job of jobs) await notifications.mailPending(job.data.userId, 'instant');
  });
  await boss.work<{ period: Exclude<NotificationPeriod, 'instant'> }>(
    digestQueue,
    { pollingIntervalSeconds: 0.5 },
    async (jobs) => {
      for (const job of jobs) {
        const mailed = await notifications.digest(job.data.period);
        log.info({ period: job.data.period, mailed }, 'notification digest sent');
      }
    },
  );
  await boss.work(notificationSweepQueue, { pollingIntervalSeconds: 5 }, async () => {
    const queued = await notifications.recoverInstant();
    if (queued > 0) log.warn({ queued }, 'instant notification mails queued again (their job had been lost)');
  });
  // A process that died between a message's commit and its mail job left such mails behind.
  await boss.send(notificationSweepQueue, null, { singletonKey: 'start' });
}
