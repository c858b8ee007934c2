// Type tests of the query helpers: compiled by `tsc -p sdk` (never run).
import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/query-core';
import { expectTypeOf } from 'vitest';
import { type ClientPaths, createPropreClient, type PropreClientFor, type PropreError } from './index.ts';
import { mutationOptionsFor, queryKeyFor, queryOptionsFor } from './query/index.ts';

const propre = createPropreClient({ baseUrl: 'http://localhost:3000' });
const queryClient = new QueryClient();

type Liveness = { status: 'ok'; uptimeSeconds: number; version: string };

const health = queryOptionsFor(propre, '/api/health');
expectTypeOf(health.queryKey[1]).toEqualTypeOf<'/api/health'>();
// The key carries the data type: the cache reads are typed.
expectTypeOf(queryClient.getQueryData(health.queryKey)).toEqualTypeOf<Liveness | undefined>();
expectTypeOf(queryClient.query(health)).resolves.toEqualTypeOf<Liveness>();
const observer = new QueryObserver(queryClient, health);
expectTypeOf(observer.getCurrentResult().data).toEqualTypeOf<Liveness | undefined>();
expectTypeOf(observer.getCurrentResult().error).toEqualTypeOf<PropreError | null>();
expectTypeOf(queryKeyFor('/api/health')).toEqualTypeOf<readonly ['propre', '/api/health', Readonly<Record<string, unknown>>]>();

// @ts-expect-error a path the contract does not have
queryOptionsFor(propre, '/api/healthz');
// @ts-expect-error a parameter the operation does not take
queryOptionsFor(propre, '/api/health', { params: { query: { verbose: true } } });

interface StandInPaths {
  '/api/bookings': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get: {
      parameters: { query?: { limit?: number }; header?: never; path?: never; cookie?: never };
      requestBody?: never;
      responses: { 200: { headers: { [name: string]: unknown }; content: { 'application/json': { items: string[] } } } };
    };
    post: {
      parameters: { query?: never; header?: never; path?: never; cookie?: never };
      requestBody: { content: { 'application/json': { cleanerId: string } } };
      responses: { 201: { headers: { [name: string]: unknown }; content: { 'application/json': { id: string } } } };
    };
  };
  '/api/bookings/{bookingId}': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get: {
      parameters: { query?: never; header?: never; path: { bookingId: string }; cookie?: never };
      requestBody?: never;
      responses: { 200: { headers: { [name: string]: unknown }; content: { 'application/json': { id: string } } } };
    };
  };
}
declare const standIn: PropreClientFor<ClientPaths<StandInPaths>>;

const list = queryOptionsFor(standIn, '/api/bookings', { params: { query: { limit: 10 } } });
expectTypeOf(queryClient.query(list)).resolves.toEqualTypeOf<{ items: string[] }>();
queryOptionsFor(standIn, '/api/bookings/{bookingId}', { params: { path: { bookingId: 'bkg_1' } } });
// @ts-expect-error a required path parameter is missing
queryOptionsFor(standIn, '/api/bookings/{bookingId}');
// @ts-expect-error a query parameter of the wrong type
queryOptionsFor(standIn, '/api/bookings', { params: { query: { limit: 'ten' } } });

const create = mutationOptionsFor(standIn, 'post', '/api/bookings', { invalidates: ['/api/bookings'] });
expectTypeOf(create.mutationKey).toEqualTypeOf<readonly ['propre', 'post', '/api/bookings']>();
expectTypeOf(create.mutationFn).parameter(0).toMatchTypeOf<{ body: { cleanerId: string } }>();
expectTypeOf(create.mutationFn).returns.resolves.toEqualTypeOf<{ id: string }>();
// @ts-expect-error a method the path does not have
mutationOptionsFor(standIn, 'delete', '/api/bookings');
// @ts-expect-error GET is for queries
mutationOptionsFor(standIn, 'get', '/api/bookings');
const creating = new MutationObserver(queryClient, create);
expectTypeOf(creating.mutate({ body: { cleanerId: 'usr_1' } })).resolves.toEqualTypeOf<{ id: string }>();
// @ts-expect-error a body of the wrong shape
creating.mutate({ body: { cleaner: 'usr_1' } });
