// Query helpers driven through @tanstack/query-core itself (observers, window focus), against a
// node:http server standing in for the API: query-core is a dependency of this package only, so
// its observers cannot be driven from tests/. tests/sdk/query.test.ts and
// tests/sdk/query-factories.test.ts run the helpers and the factories on the real API.
import { focusManager, MutationObserver, type QueryClient, QueryObserver } from '@tanstack/query-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPropreClient, ProblemError } from '../index.ts';
import { json, problem, type StandInApi, startStandInApi } from '../test-support/stand-in-api.ts';
import { type StandInClient, withStandInPaths } from '../test-support/stand-in-paths.ts';
import {
  createQueryClient,
  invalidateStale,
  mutationOptionsFor,
  type PropreQueryOptions,
  queryKeyFor,
  queryOptionsFor,
  setAnswer,
} from './index.ts';

let api: StandInApi;
let propre: StandInClient;
let queryClient: QueryClient;

beforeEach(async () => {
  api = await startStandInApi();
  propre = withStandInPaths(createPropreClient({ baseUrl: api.baseUrl }));
  queryClient = createQueryClient();
  // What QueryClientProvider does: listen to window focus and network changes.
  queryClient.mount();
  let bookings = 0;
  api.routes.set('GET /api/users/me', (_request, response) => json(response, 200, { id: 'usr_1', name: 'Léa' }));
  api.routes.set('GET /api/bookings', (_request, response) => json(response, 200, { items: [] }));
  api.routes.set('GET /api/bookings/bkg_1', (_request, response) => json(response, 200, { id: 'bkg_1' }));
  api.routes.set('GET /api/bookingsx', (_request, response) => json(response, 200, { other: true }));
  api.routes.set('POST /api/bookings', (_request, response) => json(response, 201, { id: `bkg_${++bookings}` }));
});
afterEach(async () => {
  queryClient.unmount();
  queryClient.clear();
  focusManager.setFocused(undefined);
  await api.close();
});

const hits = (path: string) => api.requests.filter((request) => `${request.method} ${request.path}` === path).length;

/** Subscribes an observer (a mounted component) and waits for its first result. */
async function mount<Data, Path extends string>(options: PropreQueryOptions<Data, Path>) {
  const observer = new QueryObserver(queryClient, options);
  const settled = new Promise<void>((resolve) => {
    const unsubscribe = observer.subscribe((result) => {
      if (result.fetchStatus === 'idle' && result.status !== 'pending') resolve();
    });
    unmounts.push(unsubscribe);
  });
  if (observer.getCurrentResult().fetchStatus === 'idle' && observer.getCurrentResult().status === 'success') return observer;
  await settled;
  return observer;
}
const unmounts: (() => void)[] = [];
afterEach(() => {
  for (const unmount of unmounts.splice(0)) unmount();
});

/** Waits until the fetches started by an event (the focus handler is asynchronous) have settled. */
async function settledFetches() {
  do await new Promise((resolve) => setTimeout(resolve, 10));
  while (queryClient.isFetching() > 0);
}

describe('query options', () => {
  it('key each GET by path template and params, and fetch through the client', async () => {
    const options = queryOptionsFor(propre, '/api/bookings/{bookingId}', { params: { path: { bookingId: 'bkg_1' } } });
    expect(options.queryKey).toEqual(['propre', '/api/bookings/{bookingId}', { path: { bookingId: 'bkg_1' } }]);
    expect(queryKeyFor('/api/bookings')).toEqual(['propre', '/api/bookings', {}]);
    expect(await queryClient.query(options)).toEqual({ id: 'bkg_1' });
    expect(queryClient.getQueryData(options.queryKey)).toEqual({ id: 'bkg_1' });
  });

  it('keep data fresh forever: neither a new mount nor window focus refetches', async () => {
    const options = queryOptionsFor(propre, '/api/bookings');
    await mount(options);
    await mount(options);
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await settledFetches();
    expect(hits('GET /api/bookings')).toBe(1);
    expect(queryClient.getQueryState(options.queryKey)?.dataUpdatedAt).toBeGreaterThan(0);
  });

  it('refetch the current user on every mount and window focus', async () => {
    const options = queryOptionsFor(propre, '/api/users/me');
    const observer = await mount(options);
    expect(observer.getCurrentResult().data).toEqual({ id: 'usr_1', name: 'Léa' });
    expect(observer.getCurrentResult().isStale).toBe(true);
    await mount(options);
    await settledFetches();
    expect(hits('GET /api/users/me')).toBe(2);
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await settledFetches();
    expect(hits('GET /api/users/me')).toBe(3);
  });
});

describe('mutation options', () => {
  it('call the operation with the variables; the mutation cache invalidates the templates of meta', async () => {
    const list = queryOptionsFor(propre, '/api/bookings');
    const detail = queryOptionsFor(propre, '/api/bookings/{bookingId}', { params: { path: { bookingId: 'bkg_1' } } });
    const other = queryOptionsFor(propre, '/api/bookingsx');
    await Promise.all([mount(list), mount(detail), mount(other)]);

    const options = mutationOptionsFor(propre, 'post', '/api/bookings', { invalidates: ['/api/bookings'] });
    expect(options.meta).toEqual({ invalidates: ['/api/bookings'] });
    // A callback of the caller's does not replace the invalidation, which the cache does.
    let called = 0;
    const create = new MutationObserver(queryClient, { ...options, onSuccess: () => void called++ });
    expect(await create.mutate({ body: { cleanerId: 'usr_2' } })).toEqual({ id: 'bkg_1' });
    await settledFetches();

    const posted = api.requests.find((request) => request.method === 'POST');
    expect(JSON.parse(posted?.body ?? '')).toEqual({ cleanerId: 'usr_2' });
    expect(called).toBe(1);
    // The mounted list was refetched; the booking and /api/bookingsx, other templates, were not.
    expect(hits('GET /api/bookings')).toBe(2);
    expect(hits('GET /api/bookings/bkg_1')).toBe(1);
    expect(hits('GET /api/bookingsx')).toBe(1);
  });

  it('narrow a template to the resource named by the variables’ path', async () => {
    const first = queryOptionsFor(propre, '/api/bookings/{bookingId}', { params: { path: { bookingId: 'bkg_1' } } });
    const second = queryOptionsFor(propre, '/api/bookings/{bookingId}', { params: { path: { bookingId: 'bkg_2' } } });
    queryClient.setQueryData(first.queryKey, { id: 'bkg_1' });
    queryClient.setQueryData(second.queryKey, { id: 'bkg_2' });
    api.routes.set('POST /api/bookings/bkg_1/accept', (_request, response) => json(response, 200, { id: 'bkg_1' }));
    const accept = mutationOptionsFor(propre, 'post', '/api/bookings/{bookingId}/accept', {
      invalidates: ['/api/bookings/{bookingId}'],
    });
    await new MutationObserver(queryClient, accept).mutate({ path: { bookingId: 'bkg_1' } });
    expect(queryClient.getQueryState(first.queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(second.queryKey)?.isInvalidated).toBe(false);
  });

  it('invalidate nothing without a list, or when the caller opts out in meta', async () => {
    const list = queryOptionsFor(propre, '/api/bookings');
    await queryClient.query(list);
    await new MutationObserver(queryClient, mutationOptionsFor(propre, 'post', '/api/bookings')).mutate({
      body: { cleanerId: 'usr_2' },
    });
    const optedOut = {
      ...mutationOptionsFor(propre, 'post', '/api/bookings', { invalidates: ['/api/bookings'] }),
      meta: { invalidates: false },
    };
    await new MutationObserver(queryClient, optedOut).mutate({ body: { cleanerId: 'usr_2' } });
    expect(queryClient.getQueryState(list.queryKey)?.isInvalidated).toBe(false);

    // By hand: marked stale for its next use, which refetches it.
    await invalidateStale(queryClient, ['/api/bookings']);
    expect(queryClient.getQueryState(list.queryKey)?.isInvalidated).toBe(true);
    await queryClient.query(list);
    expect(hits('GET /api/bookings')).toBe(2);
  });

  it('reject with the ProblemError of a failed write', async () => {
    api.routes.set('POST /api/bookings', (_request, response) => problem(response, 409, 'slot_taken', 'Créneau pris'));
    const create = new MutationObserver(queryClient, mutationOptionsFor(propre, 'post', '/api/bookings'));
    const failure = await create.mutate({ body: { cleanerId: 'usr_2' } }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ProblemError);
    expect(create.getCurrentResult().error).toMatchObject({ status: 409, code: 'slot_taken' });
  });
});

describe('setAnswer', () => {
  it('put a write’s answer in the cache, and keep a read that left before it from putting the older state back', async () => {
    const detail = queryOptionsFor(propre, '/api/bookings/{bookingId}', { params: { path: { bookingId: 'bkg_1' } } });
    await mount(detail);
    // A read that leaves before the write is saved, and answers after it.
    let answerRead = () => {};
    api.routes.set('GET /api/bookings/bkg_1', (_request, response) => {
      answerRead = () => json(response, 200, { id: 'bkg_1', status: 'confirmed' });
    });
    const reread = queryClient.refetchQueries({ queryKey: detail.queryKey });
    await vi.waitFor(() => expect(hits('GET /api/bookings/bkg_1')).toBe(2));

    await setAnswer(queryClient, detail.queryKey, { id: 'bkg_1', status: 'in_progress' });
    answerRead();
    await reread;
    expect(queryClient.getQueryData(detail.queryKey)).toEqual({ id: 'bkg_1', status: 'in_progress' });
  });
});

describe('createQueryClient', () => {
  it('does not retry an answer below 500, and retries a server error 3 times', async () => {
    const client = createQueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
    api.routes.set('GET /api/bookings', (_request, response) => problem(response, 404, 'not_found', 'Introuvable'));
    api.routes.set('GET /api/bookingsx', (_request, response) => problem(response, 503, 'unavailable', 'Indisponible'));
    const failed = <Data, Path extends string>(options: PropreQueryOptions<Data, Path>) =>
      new Promise<unknown>((resolve) => {
        const observer = new QueryObserver(client, options);
        const unsubscribe = observer.subscribe((result) => {
          if (result.status === 'error') {
            unsubscribe();
            resolve(result.error);
          }
        });
      });
    expect(await failed(queryOptionsFor(propre, '/api/bookings'))).toMatchObject({ status: 404 });
    expect(await failed(queryOptionsFor(propre, '/api/bookingsx'))).toMatchObject({ status: 503 });
    expect(hits('GET /api/bookings')).toBe(1);
    expect(hits('GET /api/bookingsx')).toBe(4);
    client.clear();
  });
});
