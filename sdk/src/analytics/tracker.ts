import type { components } from '@propre/openapi/types';

export type AnalyticsEvent = components['schemas']['AnalyticsEvent'];
export type AnalyticsBatch = components['schemas']['AnalyticsBatch'];

/** Sends one batch; `leaving` when the page is going away (the request must outlive it). */
export type SendBatch = (batch: AnalyticsBatch, options: { leaving: boolean }) => Promise<unknown>;

/** What the tracker reads of the page; the browser's own unless a test gives its own. */
export interface PageSource {
  path(): string;
  title(): string;
  referrer(): string;
  visible(): boolean;
}

export interface AnalyticsOptions {
  send: SendBatch;
  /** The visit's random id (`visitorId` of the contract): see `visitId`. */
  visitorId: string;
  page?: PageSource;
  /** The event target for `pagehide`, `visibilitychange`, `error` and `unhandledrejection`; `window` unless given. */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  now?: () => Date;
}

export interface Analytics {
  /** Counts the current page and watches what follows (call once consent is given). */
  start(): void;
  /** Stops watching and drops what was not sent (consent withdrawn, or the app closing). */
  stop(): void;
  /** A named event of the product (`booking.form_started`), with flat properties. */
  event(name: string, properties?: Record<string, string | number | boolean>): void;
  /** An error the app caught and wants counted. */
  error(error: unknown): void;
  /** Sends what is waiting now. */
  flush(options?: { leaving?: boolean }): Promise<void>;
}

/** The spec's rhythm (§9): the path is checked every 2 s; a heartbeat at 3 s, then every 28 s. */
export const pathCheckMs = 2000;
export const firstHeartbeatMs = 3000;
export const heartbeatMs = 28_000;
/** Waiting events go at least this often, and at once past `batchSize`. */
export const flushMs = 10_000;
export const batchSize = 20;
/** The contract's most per batch, and the most kept while the API cannot be reached. */
const maxPerBatch = 50;
const maxWaiting = 200;
/** A page that throws in a loop is counted, not allowed to flood. */
const maxErrorsPerPage = 10;

const browserPage: PageSource = {
  path: () => globalThis.location?.pathname ?? '/',
  title: () => globalThis.document?.title ?? '',
  referrer: () => globalThis.document?.referrer ?? '',
  visible: () => globalThis.document?.visibilityState !== 'hidden',
};

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/**
 * First-party analytics for a browser page (analytics.ingestEvents): page views as the path
 * changes, heartbeats while the page is seen, uncaught errors, and the product's named events —
 * batched, and sent with a request that outlives the page when it is left. Nothing goes anywhere
 * but the API given by `send`, and nothing at all before `start()`.
 */
export function createAnalytics(options: AnalyticsOptions): Analytics {
  const page = options.page ?? browserPage;
  const target = options.target ?? globalThis.window;
  const now = options.now ?? (() => new Date());
  let waiting: AnalyticsEvent[] = [];
  let started = false;
  let lastPath = '';
  let errorsOnPage = 0;
  let sending: Promise<void> = Promise.resolve();
  const timers: ReturnType<typeof setTimeout>[] = [];
  let heartbeatTimers: ReturnType<typeof setTimeout>[] = [];

  const push = (event: AnalyticsEvent) => {
    if (!started) return;
    waiting.push({ ...event, at: now().toISOString() });
    if (waiting.length > maxWaiting) waiting = waiting.slice(-maxWaiting);
    if (waiting.length >= batchSize) void flush();
  };

  const beat = () => {
    if (page.visible()) push({ type: 'heartbeat', path: lastPath });
  };
  const restartHeartbeat = () => {
    for (const timer of heartbeatTimers) clearTimeout(timer);
    heartbeatTimers = [
      setTimeout(() => {
        beat();
        heartbeatTimers.push(setInterval(beat, heartbeatMs));
      }, firstHeartbeatMs),
    ];
  };

  const checkPath = () => {
    const path = page.path();
    if (path === lastPath) return;
    const referrer = lastPath ? lastPath : page.referrer();
    lastPath = path;
    errorsOnPage = 0;
    push({ type: 'page_view', path, title: cut(page.title(), 200), ...(referrer ? { referrer: cut(referrer, 500) } : {}) });
    restartHeartbeat();
  };

  const error = (cause: unknown) => {
    if (errorsOnPage >= maxErrorsPerPage) return;
    errorsOnPage += 1;
    const known = cause instanceof Error ? cause : null;
    const message = cut(known?.message || String(cause) || 'Unknown error', 500);
    push({ type: 'error', path: lastPath || page.path(), message, ...(known?.stack ? { stack: cut(known.stack, 4000) } : {}) });
  };

  const onError = (event: Event) => error((event as ErrorEvent).error ?? (event as ErrorEvent).message);
  const onRejection = (event: Event) => error((event as PromiseRejectionEvent).reason);
  const onLeave = () => void flush({ leaving: true });
  const onVisibility = () => {
    if (!page.visible()) onLeave();
  };

  async function flush({ leaving = false }: { leaving?: boolean } = {}): Promise<void> {
    if (waiting.length === 0) return;
    const batch = waiting.slice(0, maxPerBatch);
    waiting = waiting.slice(batch.length);
    sending = sending.then(() =>
      options.send({ visitorId: options.visitorId, events: batch }, { leaving }).then(
        () => undefined,
        // Not sent (offline, rate-limited): back in front of the line for the next flush.
        () => {
          if (started) waiting = [...batch, ...waiting].slice(-maxWaiting);
        },
      ),
    );
    await sending;
    if (!leaving && waiting.length >= batchSize) await flush();
  }

  return {
    start() {
      if (started) return;
      started = true;
      checkPath();
      timers.push(
        setInterval(checkPath, pathCheckMs),
        setInterval(() => void flush(), flushMs),
      );
      target?.addEventListener('error', onError);
      target?.addEventListener('unhandledrejection', onRejection);
      target?.addEventListener('pagehide', onLeave);
      target?.addEventListener('visibilitychange', onVisibility);
    },
    stop() {
      started = false;
      waiting = [];
      lastPath = '';
      for (const timer of [...timers, ...heartbeatTimers]) clearTimeout(timer);
      timers.length = 0;
      heartbeatTimers = [];
      target?.removeEventListener('error', onError);
      target?.removeEventListener('unhandledrejection', onRejection);
      target?.removeEventListener('pagehide', onLeave);
      target?.removeEventListener('visibilitychange', onVisibility);
    },
    event(name, properties) {
      push({ type: 'custom', name, path: lastPath || page.path(), ...(properties ? { properties } : {}) });
    },
    error,
    flush,
  };
}

/**
 * The visit's random id, kept for the tab's visit (`sessionStorage`), never tied to the person:
 * the API stores only its hash.
 */
export function visitId(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.sessionStorage): string {
  const key = 'propre.analytics.visit';
  try {
    const kept = storage?.getItem(key);
    if (kept && /^[A-Za-z0-9_-]{16,64}$/.test(kept)) return kept;
  } catch {
    // Storage refused: a new id for this page.
  }
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  const id = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  try {
    storage?.setItem(key, id);
  } catch {
    // Kept for this page only.
  }
  return id;
}
