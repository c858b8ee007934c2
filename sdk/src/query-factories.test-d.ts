// Type tests of the generated factories: compiled by `tsc -p sdk` (never run). Each
// expect-error directive below must stay an error.
import { MutationObserver, QueryClient } from '@tanstack/query-core';
import { expectTypeOf } from 'vitest';
import { type components, createPropreClient, type PropreError } from './index.ts';
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

// Writes: the variables are the body.
const login = new MutationObserver(queryClient, auth.login(propre));
expectTypeOf(login.mutate({ email: 'marie@demo.propre.ca', password: 'x', rememberMe: true })).resolves.toEqualTypeOf<
  Schemas['AuthSession']
>();
// @ts-expect-error the password is required
login.mutate({ email: 'marie@demo.propre.ca' });

// No body: mutate() takes nothing. An optional body: either.
const accept = new MutationObserver(queryClient, bookings.accept(propre, 'bkg_1'));
expectTypeOf(accept.mutate()).resolves.toEqualTypeOf<Schemas['Booking']>();
const decline = new MutationObserver(queryClient, bookings.decline(propre, 'bkg_1'));
decline.mutate();
decline.mutate({ reason: 'emergency', note: 'Malade' });

// A 204 answer resolves with undefined; a reserved word is still the operation's name.
const remove = new MutationObserver(queryClient, properties.delete(propre, 'prp_1'));
expectTypeOf(remove.mutate()).resolves.toEqualTypeOf<undefined>();
expectTypeOf(properties.delete(propre, 'prp_1').mutationKey).toEqualTypeOf<
  readonly ['propre', 'delete', '/api/properties/{propertyId}']
>();

// Bytes are a Blob (its type is the content-type), text is a string.
const avatar = new MutationObserver(queryClient, users.uploadAvatar(propre));
expectTypeOf(avatar.mutate(new Blob([]))).resolves.toEqualTypeOf<Schemas['User']>();
// @ts-expect-error bytes, not a string
avatar.mutate('iVBORw0KGgo=');
new MutationObserver(queryClient, availability.importBusyTimes(propre)).mutate('BEGIN:VCALENDAR');

// A write's query parameters are factory arguments, the required ones required.
bookings.addPhoto(propre, 'bkg_1', { kind: 'before' });
// @ts-expect-error the photo's kind is required
bookings.addPhoto(propre, 'bkg_1');
