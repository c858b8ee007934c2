import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnalyticsBatch, createAnalytics, firstHeartbeatMs, heartbeatMs, pathCheckMs, visitId } from './tracker.ts';

/** A page whose path, title and visibility the test moves, and whose events it fires. */
function fakePage(path = '/') {
  const page = { path, title: 'Accueil', referrer: 'https://www.google.com/', visible: true };
  const target = new EventTarget();
  return {
    page,
    target: target as unknown as Window,
    source: { path: () => page.path, title: () => page.title, referrer: () => page.referrer, visible: () => page.visible },
    fire: (type: string, init: Record<string, unknown> = {}) => target.dispatchEvent(Object.assign(new Event(type), init)),
  };
}

function tracker(path = '/') {
  const sent: { batch: AnalyticsBatch; leaving: boolean }[] = [];
  const fake = fakePage(path);
  let fail = false;
  const analytics = createAnalytics({
    visitorId: 'visit_0123456789abcdef',
    page: fake.source,
    target: fake.target,
    send: async (batch, { leaving }) => {
      if (fail) throw new Error('offline');
      sent.push({ batch, leaving });
    },
  });
  const events = () => sent.flatMap((s) => s.batch.events);
  return { analytics, sent, events, ...fake, failing: (on: boolean) => (fail = on) };
}

describe('createAnalytics', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-12-06T15:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('sends nothing before start: no consent, no events', async () => {
    const { analytics, sent } = tracker();
    analytics.event('booking.form_started');
    analytics.error(new Error('x'));
    await analytics.flush();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toEqual([]);
  });

  it('counts the page, then a new page when the path changes (checked every 2 s)', async () => {
    const { analytics, events, page } = tracker('/');
    analytics.start();
    page.path = '/cleaners';
    page.title = 'Nettoyeurs';
    await vi.advanceTimersByTimeAsync(pathCheckMs);
    await analytics.flush();
    expect(events().filter((e) => e.type === 'page_view')).toEqual([
      expect.objectContaining({
        path: '/',
        title: 'Accueil',
        referrer: 'https://www.google.com/',
        at: '2026-12-06T15:00:00.000Z',
      }),
      expect.objectContaining({ path: '/cleaners', title: 'Nettoyeurs', referrer: '/' }),
    ]);
  });

  it('beats at 3 s, then every 28 s, only while the page is seen', async () => {
    const { analytics, events, page } = tracker('/faq');
    analytics.start();
    await vi.advanceTimersByTimeAsync(firstHeartbeatMs);
    await vi.advanceTimersByTimeAsync(heartbeatMs);
    page.visible = false;
    await vi.advanceTimersByTimeAsync(heartbeatMs);
    await analytics.flush();
    expect(events().filter((e) => e.type === 'heartbeat')).toHaveLength(2);
  });

  it('batches: nothing sent until 20 events or the 10 s flush', async () => {
    const { analytics, sent } = tracker();
    analytics.start();
    for (let i = 0; i < 18; i += 1) analytics.event('search.filter_changed', { index: i });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(0);
    analytics.event('search.filter_changed', { index: 18 });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.batch.events).toHaveLength(20);
    analytics.event('booking.form_started');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toHaveLength(2);
  });

  it('on leaving, sends what waits with a request that outlives the page', async () => {
    const { analytics, sent, fire } = tracker();
    analytics.start();
    fire('pagehide');
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([{ batch: expect.objectContaining({ visitorId: 'visit_0123456789abcdef' }), leaving: true }]);
  });

  it('counts uncaught errors and rejections, at most 10 a page', async () => {
    const { analytics, events, fire } = tracker('/book/sophie');
    analytics.start();
    fire('error', { error: new TypeError('cannot read total') });
    fire('unhandledrejection', { reason: 'quote failed' });
    for (let i = 0; i < 12; i += 1) fire('error', { error: new Error(`loop ${i}`) });
    await analytics.flush();
    const errors = events().filter((e) => e.type === 'error');
    expect(errors).toHaveLength(10);
    expect(errors[0]).toMatchObject({ path: '/book/sophie', message: 'cannot read total' });
    expect(errors[0]?.stack).toContain('TypeError');
    expect(errors[1]).toMatchObject({ message: 'quote failed' });
  });

  it('keeps what could not be sent for the next flush; stop drops it and sends nothing more', async () => {
    const { analytics, sent, events, failing } = tracker();
    analytics.start();
    failing(true);
    await analytics.flush();
    expect(sent).toHaveLength(0);
    failing(false);
    await analytics.flush();
    expect(events().map((e) => e.type)).toEqual(['page_view']);
    analytics.event('later');
    analytics.stop();
    await analytics.flush();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toHaveLength(1);
  });
});

describe('visitId', () => {
  it('is random, fits the contract, and is kept for the visit', () => {
    const kept = new Map<string, string>();
    const storage = { getItem: (k: string) => kept.get(k) ?? null, setItem: (k: string, v: string) => void kept.set(k, v) };
    const id = visitId(storage);
    expect(id).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(visitId(storage)).toBe(id);
    expect(visitId({ getItem: () => null, setItem: () => undefined })).not.toBe(id);
  });
});
