import { instantAt, wallClockAt } from '../../lib/business-time.ts';

/** 20 $ to a cleaner who referred a cleaner, after the referred cleaner's first completed job (spec §9). */
export const referrerBonusCents = 2_000;
/** 10 $ off a referred client's first booking (spec §9); the bookings pricing applies it. */
export const welcomeCreditCents = 1_000;
/** Rewards are valid 6 months (spec §9). */
export const rewardValidityMonths = 6;

/**
 * The ledger account that funds the programme: debited by every bonus credited to a cleaner
 * (→ cleaner:<id>:earnings) and by every welcome credit a settled booking used (instead of
 * platform:discounts). Its balance is what referrals cost.
 */
export const referralsAccount = 'platform:referrals';

/**
 * When a reward given at `from` expires: the same local time (America/Toronto) six calendar
 * months later, or that month's last day when it is shorter (31 August → 28 or 29 February).
 */
export function expiryOf(from: Date): Date {
  const wall = wallClockAt(from);
  const [year, month, day] = wall.date.split('-').map(Number) as [number, number, number];
  const monthIndex = month - 1 + rewardValidityMonths;
  const targetYear = year + Math.floor(monthIndex / 12);
  const targetMonth = (monthIndex % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  const date = `${targetYear}-${String(targetMonth).padStart(2, '0')}-${String(Math.min(day, lastDay)).padStart(2, '0')}`;
  return instantAt(date, wall.minutes, undefined, wall.seconds);
}
