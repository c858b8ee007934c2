// Type tests: compiled by `tsc -p sdk` (never run). Each @ts-expect-error must stay an error.
import { expectTypeOf } from 'vitest';
import { type ClientPaths, type components, createPropreClient, type PropreClient, type PropreClientFor } from './index.ts';

const propre = createPropreClient({ baseUrl: 'http://localhost:3000' });

// A contract operation: typed result.
const liveness = await propre.GET('/api/health');
// A call resolves only on success: data is there, and no `error` is advertised (failures reject).
expectTypeOf(liveness.data).toEqualTypeOf<{ status: 'ok'; uptimeSeconds: number; version: string }>();
expectTypeOf(liveness).toEqualTypeOf<{ data: { status: 'ok'; uptimeSeconds: number; version: string }; response: Response }>();
// @ts-expect-error there is no error branch
liveness.error;
// An answer without a body (204): data is undefined, and says so.
const removed = await propre.DELETE('/api/properties/{propertyId}', { params: { path: { propertyId: 'prp_1' } } });
expectTypeOf(removed.data).toEqualTypeOf<undefined>();
const readiness = await propre.GET('/api/health/ready');
expectTypeOf(readiness.data.checks.database.status).toEqualTypeOf<'up' | 'down'>();

// @ts-expect-error a path the contract does not have
await propre.GET('/api/healthz');
// @ts-expect-error a method the path does not have
await propre.POST('/api/health');
// @ts-expect-error a parameter the operation does not take
await propre.GET('/api/health', { params: { query: { verbose: true } } });
// @ts-expect-error a body on an operation without one
await propre.GET('/api/health', { body: { status: 'ok' } });

// The current user may be null: its 401 means "not signed in".
type User = components['schemas']['User'];
const me = await propre.GET('/api/users/me');
expectTypeOf(me.data).toEqualTypeOf<User | null>();
// Its other methods are not affected.
const patched = await propre.PATCH('/api/users/me', { body: { name: 'Léa' } });
expectTypeOf(patched.data).toEqualTypeOf<User>();
// @ts-expect-error a JSON body keeps its schema
await propre.PATCH('/api/users/me', { body: { name: 42 } });

// A binary body (the contract's image/png string) is bytes; a binary answer is read with parseAs.
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
const uploaded = await propre.PUT('/api/users/me/avatar', { body: png, headers: { 'content-type': 'image/png' } });
expectTypeOf(uploaded.data).toEqualTypeOf<User>();
await propre.PUT('/api/users/me/avatar', {
  body: new Blob([png], { type: 'image/png' }),
  headers: { 'content-type': 'image/png' },
});
// @ts-expect-error not a string
await propre.PUT('/api/users/me/avatar', { body: 'iVBORw0KGgo=', headers: { 'content-type': 'image/png' } });
const picture = await propre.GET('/api/users/{userId}/avatar', { params: { path: { userId: 'usr_1' } }, parseAs: 'blob' });
expectTypeOf(picture.data).toEqualTypeOf<Blob>();

// An operation the contract will have (none declares Idempotency-Key yet): a stand-in `paths`
// shows what the client makes of it.
interface StandInPaths {
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
declare const standIn: PropreClientFor<ClientPaths<StandInPaths>>;

// The Idempotency-Key header the contract requires is optional: the client generates it.
const deposit = await standIn.POST('/api/bookings/{bookingId}/deposit', {
  params: { path: { bookingId: 'bkg_1' } },
  body: { amountCents: 5000 },
});
expectTypeOf(deposit.data).toEqualTypeOf<{ paid: boolean }>();
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
