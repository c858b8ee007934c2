import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { createMailer } from './adapters/mail/create-mailer.ts';
import type { Mailer } from './adapters/mail/mail.ts';
import { createDiskStorage } from './adapters/storage/disk-storage.ts';
import type { FileStorage } from './adapters/storage/storage.ts';
import type { Config } from './plugins/config/config.ts';
import { type Database, openDatabase } from './plugins/db/database.ts';
import { type JobQueue, startJobQueue } from './plugins/jobs/job-queue.ts';
import {
  createRateLimiter,
  memoryRateLimitStore,
  type RateLimiter,
  redisRateLimitStore,
} from './plugins/rate-limit/rate-limiter.ts';

/** The shared parts every area is built from. */
export interface Infrastructure {
  db: Database;
  jobs: JobQueue;
  storage: FileStorage;
  /** The shared Redis when REDIS_URL is set (rate limits), null otherwise. */
  redis: Redis | null;
  limiter: RateLimiter;
  mailer: Mailer;
  /** Adds something to close with the app; everything closes in the reverse order it was opened. */
  closeWithApp(close: () => Promise<void>): void;
}

/** Opens the database (migrated), the job queue, file storage, the rate-limit store and the mailer. */
export async function openInfrastructure(app: FastifyInstance, config: Config): Promise<Infrastructure> {
  const closers: Array<() => Promise<void>> = [];
  // The one onClose hook of the app: a failure half-way closes what was opened before it.
  app.addHook('onClose', async () => {
    for (const close of closers.reverse()) await close();
  });
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: config.databasePoolMax,
  });
  closers.push(() => db.close());
  const jobs = await startJobQueue(db.pool, app.log);
  closers.push(() => jobs.stop());
  const storage = await createDiskStorage(config.storageDir);
  closers.push(() => storage.close());
  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }) : null;
  const rateStore = redis ? redisRateLimitStore(redis, `${config.redisPrefix}:rl:`) : memoryRateLimitStore();
  closers.push(() => rateStore.close());
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, orm: db.orm, log: app.log });
  return {
    db,
    jobs,
    storage,
    redis,
    limiter: createRateLimiter(rateStore),
    mailer,
    closeWithApp: (close) => closers.push(close),
  };
}
