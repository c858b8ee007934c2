// Type tests of the generated factories: compiled by `tsc -p sdk` (never run). Each
// expect-error directive below must stay an error.
import { MutationObserver, QueryClient } from '@tanstack/query-core';
import { expectTypeOf } from 'vitest';
import { callOperation, type components, createPropreClient, type PropreError } from './index.ts';
import { admin, auth, availability, bookings, properties, search, users } from './query/index.ts';

const propre = createPropreClient({ baseUrl: 'http://localhost:3000' });
const queryClient = new QueryClient();
type Schemas = components['schemas'];

// GET: path parameters positional, typed data, typed key.
const booking = bookings.get(propre, 'bkg_1');
expectTypeOf(queryClient.query(booking)).resolves.toEqualTypeOf<Schemas['Booking']>();
expectTypeOf(booking.queryKey[1]).toEqualTypeOf<'/api/bookings/{bookingId}'>();
expectTypeOf(queryClient.getQueryData(booking.queryKey)).toEqualTypeOf<Schemas['Booking'] | undefined>();
// @ts-expect-error the booking id is required
bookings.get(propre);
// @ts-expect-error a path parameter is a string
bookings.get(propre, 42);

// GET with a query object: optional when no query parameter is required, and checked.
search.findCleaners(propre);
const found = search.findCleaners(propre, { city: 'Montréal', serviceType: 'basic', sort: 'rating' });
expectTypeOf(queryClient.query(found)).resolves.toEqualTypeOf<Schemas['CleanerSearchPage']>();
// @ts-expect-error not a sort the contract offers
search.findCleaners(propre, { sort: 'cheapest' });
// @ts-expect-error not a parameter of the operation
search.findCleaners(propre, { town: 'Laval' });

// The current user: null when signed out; errors are the SDK's.
expectTypeOf(queryClient.query(users.getMe(propre))).resolves.toEqualTypeOf<Schemas['User'] | null>();
expectTypeOf(queryClient.getQueryState(users.getMe(propre).queryKey)?.error).toEqualTypeOf<PropreError | null | undefined>();

// Files: a Blob, a CSV as text.
expectTypeOf(queryClient.query(bookings.getInvoice(propre, 'bkg_1'))).resolves.toEqualTypeOf<Blob>();
expectTypeOf(queryClient.query(admin.exportNewsletterSubscribers(propre))).resolves.toEqualTypeOf<string>();

// Writes: the factory takes only the client; the variables are { path, query, body }.
const login = new MutationObserver(queryClient, auth.login(propre));
expectTypeOf(login.mutate({ body: { email: 'marie@demo.propre.ca', password: 'x', rememberMe: true } })).resolves.toEqualTypeOf<
  Schemas['AuthSession']
>();
// @ts-expect-error the password is required
login.mutate({ body: { email: 'marie@demo.propre.ca' } });
// @ts-expect-error the body is required
login.mutate();
// @ts-expect-error no path parameter to give
login.mutate({ path: { bookingId: 'bkg_1' }, body: { email: 'marie@demo.propre.ca', password: 'x' } });
// @ts-expect-error a write's factory takes no path parameter: it is a variable
bookings.accept(propre, 'bkg_1');

// No body: the path only, required. An optional body: either.
const accept = new MutationObserver(queryClient, bookings.accept(propre));
expectTypeOf(accept.mutate({ path: { bookingId: 'bkg_1' } })).resolves.toEqualTypeOf<Schemas['Booking']>();
// @ts-expect-error the booking id is required
accept.mutate();
// @ts-expect-error the booking id is required
accept.mutate({ path: {} });
// @ts-expect-error the operation takes no body
accept.mutate({ path: { bookingId: 'bkg_1' }, body: new Blob([]) });
const decline = new MutationObserver(queryClient, bookings.decline(propre));
decline.mutate({ path: { bookingId: 'bkg_1' } });
decline.mutate({ path: { bookingId: 'bkg_1' }, body: { reason: 'emergency', note: 'Malade' } });
// @ts-expect-error not a reason the contract offers
decline.mutate({ path: { bookingId: 'bkg_1' }, body: { reason: 'bored' } });

// Nothing at all: mutate() takes nothing.
new MutationObserver(queryClient, auth.logout(propre)).mutate();

// A 204 answer resolves with undefined; a reserved word is still the operation's name.
const remove = new MutationObserver(queryClient, properties.delete(propre));
expectTypeOf(remove.mutate({ path: { propertyId: 'prp_1' } })).resolves.toEqualTypeOf<undefined>();
expectTypeOf(properties.delete(propre).mutationKey).toEqualTypeOf<
  readonly ['propre', 'delete', '/api/properties/{propertyId}']
>();

// What the write makes stale travels in meta, for the mutation cache; a caller may opt out.
expectTypeOf(properties.update(propre).meta.invalidates).toEqualTypeOf<'*' | readonly string[]>();
new MutationObserver(queryClient, { ...properties.update(propre), meta: { invalidates: false } });

// Bytes are a Blob (its type is the content-type), text is a string.
const avatar = new MutationObserver(queryClient, users.uploadAvatar(propre));
expectTypeOf(avatar.mutate({ body: new Blob([]) })).resolves.toEqualTypeOf<Schemas['User']>();
// @ts-expect-error bytes, not a string
avatar.mutate({ body: 'iVBORw0KGgo=' });
new MutationObserver(queryClient, availability.importBusyTimes(propre)).mutate({ body: 'BEGIN:VCALENDAR' });

// Google Calendar: start answers Google's consent address, the callback takes code and state.
const googleStart = new MutationObserver(queryClient, availability.startGoogleCalendarConnect(propre));
expectTypeOf(googleStart.mutate()).resolves.toEqualTypeOf<Schemas['GoogleCalendarAuthorization']>();
const googleCallback = new MutationObserver(queryClient, availability.completeGoogleCalendarConnect(propre));
expectTypeOf(googleCallback.mutate({ body: { code: '4/abc', state: 's' } })).resolves.toEqualTypeOf<
  Schemas['GoogleCalendarStatus']
>();
// @ts-expect-error the state Google sent back is required
googleCallback.mutate({ body: { code: '4/abc' } });

// A write's query parameters are variables too, the required ones required.
const addPhoto = new MutationObserver(queryClient, bookings.addPhoto(propre));
addPhoto.mutate({ path: { bookingId: 'bkg_1' }, query: { kind: 'before' }, body: new Blob([]) });
// @ts-expect-error the photo's kind is required
addPhoto.mutate({ path: { bookingId: 'bkg_1' }, body: new Blob([]) });

// callOperation: the same variables, outside the cache, with an idempotency key of the caller's.
expectTypeOf(
  callOperation(
    propre,
    'post',
    '/api/bookings/{bookingId}/balance-payment',
    { path: { bookingId: 'bkg_1' }, body: { paymentMethodId: 'pm_1' } },
    { idempotencyKey: 'key' },
  ),
).resolves.toEqualTypeOf<Schemas['BalancePayment']>();
expectTypeOf(callOperation(propre, 'post', '/api/auth/passkeys/login-options')).resolves.toEqualTypeOf<
  Schemas['PasskeyLoginOptions']
>();
// @ts-expect-error the booking id is required
callOperation(propre, 'post', '/api/bookings/{bookingId}/balance-payment', { body: { paymentMethodId: 'pm_1' } });
// @ts-expect-error a method the path does not have
callOperation(propre, 'delete', '/api/bookings/{bookingId}/balance-payment');
