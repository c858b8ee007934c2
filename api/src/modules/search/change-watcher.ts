import type { MikroORM } from '@mikro-orm/postgresql';
import { oneRunAtATime } from '../../lib/one-run-at-a-time.ts';
import { readChanges } from './indexed-cleaner.ts';

/**
 * What a cache of public reads (a search page, a public profile) asks before it answers: the
 * cleaners changed since it last asked, from the very log the search model learns from
 * (`search_change`, written by triggers in the transaction of each change, whichever code makes
 * it: a profile edit, a name change, a suspension, a deletion). So a cache forgets what a change
 * made stale as soon as the change commits, on every instance, and no code path can forget to
 * tell it.
 */
export interface ChangeWatcher {
  /** Resolves once every change committed before the call has been passed to `onChanged`. */
  caughtUp(): Promise<void>;
}

/** `onChanged(ids)` with the cleaners changed; `onChanged(null)` when the changes are not known (start): forget everything. */
export function createChangeWatcher(orm: MikroORM, onChanged: (ids: readonly string[] | null) => void): ChangeWatcher {
  let snapshot: string | null = null;
  const sync = async () => {
    const { snapshot: seen, changed } = await readChanges(orm, snapshot);
    if (snapshot === null) onChanged(null);
    else if (changed.length > 0) onChanged(changed);
    snapshot = seen;
  };
  // As the search index does: one read at a time, and the callers that arrive meanwhile share the next.
  const caughtUp = oneRunAtATime(sync);
  return { caughtUp };
}
