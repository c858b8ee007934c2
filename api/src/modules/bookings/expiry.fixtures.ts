/**
 * Test support for the 24-hour expiry: time travel through the real pg-boss worker. The
 * booking's `created_at` moves back (the job's own check reads it) and its queued job becomes
 * due now; pg-boss runs it on its next poll (every half second).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { TestApp } from '../../../test/build-app.ts';
import { bookingExpiryQueue, type ExpiryJob } from './expiry.ts';

// Job timestamps come back as the driver reads them (a string on the app's pool).
export const jobTime = (value: Date | string | undefined) => new Date(value ?? 0).getTime();

export function expiryTimeTravel(t: TestApp) {
  const boss = () => t.app.propre.jobs.boss;
  const jobsOf = async (bookingId: string) =>
    (await boss().findJobs<ExpiryJob>(bookingExpiryQueue, { data: { bookingId } })).sort(
      (a, b) => jobTime(a.createdOn) - jobTime(b.createdOn),
    );
  return {
    jobsOf,
    /** The booking was made `hours` ago, and its queued expiry is due now. */
    async travel(bookingId: string, hours: number) {
      await t.app.propre.db.orm.em
        .fork()
        .getConnection()
        .execute('update booking set created_at = created_at - make_interval(secs => ? * 3600) where id = ?', [hours, bookingId]);
      const [job] = await jobsOf(bookingId);
      if (!job) throw new Error('no expiry job');
      await boss().update(bookingExpiryQueue, undefined, { id: job.id, startAfter: new Date() });
    },
    /** Waits until `count` expiry jobs of the booking have run. */
    async untilJobsDone(bookingId: string, count = 1) {
      for (let i = 0; i < 100; i += 1) {
        const jobs = await jobsOf(bookingId);
        if (jobs.filter((j) => j.state === 'completed').length >= count) return jobs;
        if (jobs.some((j) => j.state === 'failed'))
          throw new Error(`expiry job failed: ${JSON.stringify(jobs.map((j) => j.output))}`);
        await sleep(100);
      }
      throw new Error('the expiry job did not run');
    },
  };
}
