// Type tests: compiled by `tsc -p sdk` (never run). Each @ts-expect-error must stay an error.
import type { Client } from 'openapi-fetch';
import { expectTypeOf } from 'vitest';
import { type ClientPaths, createPropreClient, type PropreClient } from './index.ts';

const propre = createPropreClient({ baseUrl: 'http://localhost:3000' });

// A contract operation: typed result.
const liveness = await propre.GET('/api/health');
expectTypeOf(liveness.data).toEqualTypeOf<{ status: 'ok'; uptimeSeconds: number; version: string } | undefined>();
const readiness = await propre.GET('/api/health/ready');
expectTypeOf(readiness.data?.checks.database.status).toEqualTypeOf<'up' | 'down' | undefined>();

// @ts-expect-error a path the contract does not have
await propre.GET('/api/healthz');
// @ts-expect-error a method the path does not have
await propre.POST('/api/health');
// @ts-expect-error a parameter the operation does not take
await propre.GET('/api/health', { params: { query: { verbose: true } } });
// @ts-expect-error a body on an operation without one
await propre.GET('/api/health', { body: { status: 'ok' } });

// Operations the contract will have: a stand-in `paths` shows what the client makes of them.
interface User {
  id: string;
  name: string;
}
interface StandInPaths {
  '/api/users/me': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get: {
      parameters: { query?: never; header?: never; path?: never; cookie?: never };
      requestBody?: never;
      responses: {
        200: { headers: { [name: string]: unknown }; content: { 'application/json': User } };
        401: { headers: { [name: string]: unknown }; content: { 'application/problem+json': { code: string } } };
      };
    };
  };
  '/api/bookings/{bookingId}/deposit': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    post: {
      parameters: {
        query?: never;
        header: { 'Idempotency-Key': string };
        path: { bookingId: string };
        cookie?: never;
      };
      requestBody: { content: { 'application/json': { amountCents: number } } };
      responses: {
        201: { headers: { [name: string]: unknown }; content: { 'application/json': { paid: boolean } } };
      };
    };
  };
}
declare const standIn: Client<ClientPaths<StandInPaths>>;

// The current user may be null: its 401 means "not signed in".
const me = await standIn.GET('/api/users/me');
expectTypeOf(me.data).toEqualTypeOf<User | null | undefined>();

// The Idempotency-Key header the contract requires is optional: the client generates it.
const deposit = await standIn.POST('/api/bookings/{bookingId}/deposit', {
  params: { path: { bookingId: 'bkg_1' } },
  body: { amountCents: 5000 },
});
expectTypeOf(deposit.data).toEqualTypeOf<{ paid: boolean } | undefined>();
await standIn.POST('/api/bookings/{bookingId}/deposit', {
  params: { path: { bookingId: 'bkg_1' }, header: { 'Idempotency-Key': 'key-1' } },
  body: { amountCents: 5000 },
});
await standIn.POST('/api/bookings/{bookingId}/deposit', {
  params: { path: { bookingId: 'bkg_1' } },
  // @ts-expect-error a body of the wrong type
  body: { amountCents: '5000' },
});
// @ts-expect-error a missing required body
await standIn.POST('/api/bookings/{bookingId}/deposit', { params: { path: { bookingId: 'bkg_1' } } });
// @ts-expect-error a missing required path parameter
await standIn.POST('/api/bookings/{bookingId}/deposit', { body: { amountCents: 5000 } });

// @ts-expect-error the client's options are checked
createPropreClient({ baseUrl: 'http://localhost:3000', locale: 'de' });
expectTypeOf(propre).toEqualTypeOf<PropreClient>();
