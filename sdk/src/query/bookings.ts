// Generated from @propre/openapi/openapi.json by sdk/scripts/query-factories.ts. Do not edit.
import type { PropreClient } from '../client.ts';
import { mutationFor, type PathParam, type Query, queryFor } from './operations.ts';

/** `POST /api/bookings/quote`: Price a booking. */
export function quote(client: PropreClient) {
  return mutationFor(client, 'post', '/api/bookings/quote', 'bookings.quote');
}

/** `GET /api/bookings`: My bookings. */
export function listMine(client: PropreClient, query?: Query<'bookings.listMine'>) {
  return queryFor(client, '/api/bookings', { query });
}

/** `POST /api/bookings`: Book a cleaner. */
export function create(client: PropreClient) {
  return mutationFor(client, 'post', '/api/bookings', 'bookings.create');
}

/** `GET /api/bookings/{bookingId}`: A booking. */
export function get(client: PropreClient, bookingId: PathParam<'bookings.get', 'bookingId'>) {
  return queryFor(client, '/api/bookings/{bookingId}', { path: { bookingId } });
}

/** `POST /api/bookings/{bookingId}/accept`: Accept a booking request. */
export function accept(client: PropreClient, bookingId: PathParam<'bookings.accept', 'bookingId'>) {
  return mutationFor(client, 'post', '/api/bookings/{bookingId}/accept', 'bookings.accept', { path: { bookingId } });
}

/** `POST /api/bookings/{bookingId}/decline`: Decline a booking request. */
export function decline(client: PropreClient, bookingId: PathParam<'bookings.decline', 'bookingId'>) {
  return mutationFor(client, 'post', '/api/bookings/{bookingId}/decline', 'bookings.decline', { path: { bookingId } });
}

/** `POST /api/bookings/{bookingId}/cancel`: Cancel a booking. */
export function cancel(client: PropreClient, bookingId: PathParam<'bookings.cancel', 'bookingId'>) {
  return mutationFor(client, 'post', '/api/bookings/{bookingId}/cancel', 'bookings.cancel', { path: { bookingId } });
}

/** `POST /api/bookings/{bookingId}/decline-by-client`: Withdraw from a confirmed booking. */
export function declineByClient(client: PropreClient, bookingId: PathParam<'bookings.declineByClient', 'bookingId'>) {
  return mutationFor(client, 'post', '/api/bookings/{bookingId}/decline-by-client', 'bookings.declineByClient', {
    path: { bookingId },
  });
}

/** `POST /api/bookings/{bookingId}/postpone`: Postpone a confirmed booking. */
export function postpone(client: PropreClient, bookingId: PathParam<'bookings.postpone', 'bookingId'>) {
  return mutationFor(client, 'post', '/api/bookings/{bookingId}/postpone', 'bookings.postpone', { path: { bookingId } });
}

/** `POST /api/bookings/{bookingId}/punch-in`: Punch in (start the work). */
export function punchIn(client: PropreClient, bookingId: PathParam<'bookings.punchIn', 'bookingId'>) {
  return mutationFor(client, 'post', '/api/bookings/{bookingId}/punch-in', 'bookings.punchIn', { path: { bookingId } });
}

/** `POST /api/bookings/{bookingId}/punch-out`: Punch out (finish the work and charge the balance). */
export function punchOut(client: PropreClient, bookingId: PathParam<'bookings.punchOut', 'bookingId'>) {
  return mutationFor(client, 'post', '/api/bookings/{bookingId}/punch-out', 'bookings.punchOut', { path: { bookingId } });
}

/** `PUT /api/bookings/{bookingId}/checklist`: Change the checklist, or tick its tasks. */
export function updateChecklist(client: PropreClient, bookingId: PathParam<'bookings.updateChecklist', 'bookingId'>) {
  return mutationFor(client, 'put', '/api/bookings/{bookingId}/checklist', 'bookings.updateChecklist', { path: { bookingId } });
}

/** `POST /api/bookings/{bookingId}/checklist/submit`: Submit the quality checklist. */
export function submitChecklist(client: PropreClient, bookingId: PathParam<'bookings.submitChecklist', 'bookingId'>) {
  return mutationFor(client, 'post', '/api/bookings/{bookingId}/checklist/submit', 'bookings.submitChecklist', {
    path: { bookingId },
  });
}

/** `GET /api/bookings/{bookingId}/photos`: The before and after photos of a booking. */
export function listPhotos(client: PropreClient, bookingId: PathParam<'bookings.listPhotos', 'bookingId'>) {
  return queryFor(client, '/api/bookings/{bookingId}/photos', { path: { bookingId } });
}

/** `POST /api/bookings/{bookingId}/photos`: Upload a before or after photo. */
export function addPhoto(
  client: PropreClient,
  bookingId: PathParam<'bookings.addPhoto', 'bookingId'>,
  query: Query<'bookings.addPhoto'>,
) {
  return mutationFor(
    client,
    'post',
    '/api/bookings/{bookingId}/photos',
    'bookings.addPhoto',
    { path: { bookingId }, query },
    'blob',
  );
}

/** `GET /api/bookings/{bookingId}/photos/{photoId}`: A before or after photo. */
export function getPhoto(
  client: PropreClient,
  bookingId: PathParam<'bookings.getPhoto', 'bookingId'>,
  photoId: PathParam<'bookings.getPhoto', 'photoId'>,
) {
  return queryFor(client, '/api/bookings/{bookingId}/photos/{photoId}', { path: { bookingId, photoId } }, 'blob');
}

/** `DELETE /api/bookings/{bookingId}/photos/{photoId}`: Remove a before or after photo. */
export function deletePhoto(
  client: PropreClient,
  bookingId: PathParam<'bookings.deletePhoto', 'bookingId'>,
  photoId: PathParam<'bookings.deletePhoto', 'photoId'>,
) {
  return mutationFor(client, 'delete', '/api/bookings/{bookingId}/photos/{photoId}', 'bookings.deletePhoto', {
    path: { bookingId, photoId },
  });
}

/** `GET /api/bookings/{bookingId}/invoice`: Download a booking's invoice (PDF). */
export function getInvoice(
  client: PropreClient,
  bookingId: PathParam<'bookings.getInvoice', 'bookingId'>,
  query?: Query<'bookings.getInvoice'>,
) {
  return queryFor(client, '/api/bookings/{bookingId}/invoice', { path: { bookingId }, query }, 'blob');
}
