// Generated from @propre/openapi/openapi.json by sdk/scripts/query-factories.ts. Do not edit.
import type { PropreClient } from '../client.ts';
import {
  bookingsAccept,
  bookingsAddPhoto,
  bookingsCancel,
  bookingsCreate,
  bookingsDecline,
  bookingsDeclineByClient,
  bookingsDeletePhoto,
  bookingsPostpone,
  bookingsPunchIn,
  bookingsPunchOut,
  bookingsQuote,
  bookingsSubmitChecklist,
  bookingsUpdateChecklist,
} from '../generated/invalidations.ts';
import { type MutationOptions, mutationFor, type PathParam, type Query, type QueryOptions, queryFor } from './operations.ts';

/** `POST /api/bookings/quote`: Price a booking. */
export function quote(client: PropreClient): MutationOptions<'post', '/api/bookings/quote'> {
  return mutationFor(client, 'post', '/api/bookings/quote', bookingsQuote);
}

/** `GET /api/bookings`: My bookings. */
export function listMine(client: PropreClient, query?: Query<'bookings.listMine'>): QueryOptions<'/api/bookings'> {
  return queryFor(client, '/api/bookings', { query });
}

/** `POST /api/bookings`: Book a cleaner. */
export function create(client: PropreClient): MutationOptions<'post', '/api/bookings'> {
  return mutationFor(client, 'post', '/api/bookings', bookingsCreate);
}

/** `GET /api/bookings/{bookingId}`: A booking. */
export function get(
  client: PropreClient,
  bookingId: PathParam<'bookings.get', 'bookingId'>,
): QueryOptions<'/api/bookings/{bookingId}'> {
  return queryFor(client, '/api/bookings/{bookingId}', { path: { bookingId } });
}

/** `POST /api/bookings/{bookingId}/accept`: Accept a booking request. */
export function accept(client: PropreClient): MutationOptions<'post', '/api/bookings/{bookingId}/accept'> {
  return mutationFor(client, 'post', '/api/bookings/{bookingId}/accept', bookingsAccept);
}

/** `POST /api/bookings/{bookingId}/decline`: Decline a booking request. */
export function decline(client: PropreClient): MutationOptions<'post', '/api/bookings/{bookingId}/decline'> {
  return mutationFor(client, 'post', '/api/bookings/{bookingId}/decline', bookingsDecline);
}

/** `POST /api/bookings/{bookingId}/cancel`: Cancel a booking. */
export function cancel(client: PropreClient): MutationOptions<'post', '/api/bookings/{bookingId}/cancel'> {
  return mutationFor(client, 'post', '/api/bookings/{bookingId}/cancel', bookingsCancel);
}

/** `POST /api/bookings/{bookingId}/decline-by-client`: Withdraw from a confirmed booking. */
export function declineByClient(client: PropreClient): MutationOptions<'post', '/api/bookings/{bookingId}/decline-by-client'> {
  return mutationFor(client, 'post', '/api/bookings/{bookingId}/decline-by-client', bookingsDeclineByClient);
}

/** `POST /api/bookings/{bookingId}/postpone`: Postpone a confirmed booking. */
export function postpone(client: PropreClient): MutationOptions<'post', '/api/bookings/{bookingId}/postpone'> {
  return mutationFor(client, 'post', '/api/bookings/{bookingId}/postpone', bookingsPostpone);
}

/** `POST /api/bookings/{bookingId}/punch-in`: Punch in (start the work). */
export function punchIn(client: PropreClient): MutationOptions<'post', '/api/bookings/{bookingId}/punch-in'> {
  return mutationFor(client, 'post', '/api/bookings/{bookingId}/punch-in', bookingsPunchIn);
}

/** `POST /api/bookings/{bookingId}/punch-out`: Punch out (finish the work and charge the balance). */
export function punchOut(client: PropreClient): MutationOptions<'post', '/api/bookings/{bookingId}/punch-out'> {
  return mutationFor(client, 'post', '/api/bookings/{bookingId}/punch-out', bookingsPunchOut);
}

/** `PUT /api/bookings/{bookingId}/checklist`: Change the checklist, or tick its tasks. */
export function updateChecklist(client: PropreClient): MutationOptions<'put', '/api/bookings/{bookingId}/checklist'> {
  return mutationFor(client, 'put', '/api/bookings/{bookingId}/checklist', bookingsUpdateChecklist);
}

/** `POST /api/bookings/{bookingId}/checklist/submit`: Submit the quality checklist. */
export function submitChecklist(client: PropreClient): MutationOptions<'post', '/api/bookings/{bookingId}/checklist/submit'> {
  return mutationFor(client, 'post', '/api/bookings/{bookingId}/checklist/submit', bookingsSubmitChecklist);
}

/** `GET /api/bookings/{bookingId}/photos`: The before and after photos of a booking. */
export function listPhotos(
  client: PropreClient,
  bookingId: PathParam<'bookings.listPhotos', 'bookingId'>,
): QueryOptions<'/api/bookings/{bookingId}/photos'> {
  return queryFor(client, '/api/bookings/{bookingId}/photos', { path: { bookingId } });
}

/** `POST /api/bookings/{bookingId}/photos`: Upload a before or after photo. */
export function addPhoto(client: PropreClient): MutationOptions<'post', '/api/bookings/{bookingId}/photos'> {
  return mutationFor(client, 'post', '/api/bookings/{bookingId}/photos', bookingsAddPhoto);
}

/** `GET /api/bookings/{bookingId}/photos/{photoId}`: A before or after photo. */
export function getPhoto(
  client: PropreClient,
  bookingId: PathParam<'bookings.getPhoto', 'bookingId'>,
  photoId: PathParam<'bookings.getPhoto', 'photoId'>,
): QueryOptions<'/api/bookings/{bookingId}/photos/{photoId}', 'blob'> {
  return queryFor(client, '/api/bookings/{bookingId}/photos/{photoId}', { path: { bookingId, photoId } }, 'blob');
}

/** `DELETE /api/bookings/{bookingId}/photos/{photoId}`: Remove a before or after photo. */
export function deletePhoto(client: PropreClient): MutationOptions<'delete', '/api/bookings/{bookingId}/photos/{photoId}'> {
  return mutationFor(client, 'delete', '/api/bookings/{bookingId}/photos/{photoId}', bookingsDeletePhoto);
}

/** `GET /api/bookings/{bookingId}/invoice`: Download a booking's invoice (PDF). */
export function getInvoice(
  client: PropreClient,
  bookingId: PathParam<'bookings.getInvoice', 'bookingId'>,
  query?: Query<'bookings.getInvoice'>,
): QueryOptions<'/api/bookings/{bookingId}/invoice', 'blob'> {
  return queryFor(client, '/api/bookings/{bookingId}/invoice', { path: { bookingId }, query }, 'blob');
}
