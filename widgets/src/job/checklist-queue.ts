import type { ChecklistItem } from './types.ts';

/** Ticks not yet saved by the API, by task: the cleaner's last word on each. */
export type PendingTicks = Record<string, boolean>;

const keyOf = (bookingId: string) => `propre.job.${bookingId}.ticks`;

/** The ticks kept on the phone for this booking (a lost connection, a reload): none when unreadable. */
export function readPending(storage: Storage | undefined, bookingId: string): PendingTicks {
  try {
    const raw = storage?.getItem(keyOf(bookingId));
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, done]) => typeof done === 'boolean')) as PendingTicks;
  } catch {
    return {};
  }
}

/** Keeps the ticks on the phone, or forgets them once they are all saved. */
export function writePending(storage: Storage | undefined, bookingId: string, pending: PendingTicks): void {
  try {
    if (Object.keys(pending).length === 0) storage?.removeItem(keyOf(bookingId));
    else storage?.setItem(keyOf(bookingId), JSON.stringify(pending));
  } catch {
    // Private browsing or a full storage: the ticks still live in memory until the page closes.
  }
}

/** The checklist as the cleaner sees it: the API's, with her unsaved ticks over it (tasks it no longer has are ignored). */
export function withPending(checklist: readonly ChecklistItem[], pending: PendingTicks): ChecklistItem[] {
  return checklist.map((item) => (item.task in pending ? { task: item.task, done: pending[item.task] as boolean } : item));
}

/**
 * What is still unsaved once `sent` was saved: a task ticked again while the request was on its
 * way keeps its newer value; the others are done.
 */
export function settle(pending: PendingTicks, sent: readonly ChecklistItem[]): PendingTicks {
  const saved = new Map(sent.map((item) => [item.task, item.done]));
  return Object.fromEntries(Object.entries(pending).filter(([task, done]) => saved.get(task) !== done));
}
