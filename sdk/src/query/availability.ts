// Generated from @propre/openapi/openapi.json by sdk/scripts/query-factories.ts. Do not edit.
import type { PropreClient } from '../client.ts';
import { mutationFor, type PathParam, type Query, queryFor } from './operations.ts';

/** `GET /api/cleaners/me/availability`: My availability blocks. */
export function listMyBlocks(client: PropreClient) {
  return queryFor(client, '/api/cleaners/me/availability');
}

/** `POST /api/cleaners/me/availability`: Add an availability block. */
export function createBlock(client: PropreClient) {
  return mutationFor(client, 'post', '/api/cleaners/me/availability', 'availability.createBlock');
}

/** `PUT /api/cleaners/me/availability/weekly-template`: Set my weekly availability (onboarding). */
export function setWeeklyTemplate(client: PropreClient) {
  return mutationFor(client, 'put', '/api/cleaners/me/availability/weekly-template', 'availability.setWeeklyTemplate');
}

/** `DELETE /api/cleaners/me/availability/blocks/{blockId}`: Remove an availability block. */
export function deleteBlock(client: PropreClient, blockId: PathParam<'availability.deleteBlock', 'blockId'>) {
  return mutationFor(client, 'delete', '/api/cleaners/me/availability/blocks/{blockId}', 'availability.deleteBlock', {
    path: { blockId },
  });
}

/** `POST /api/cleaners/me/availability/blocks/{blockId}/exceptions`: Skip one occurrence of a block. */
export function addException(client: PropreClient, blockId: PathParam<'availability.addException', 'blockId'>) {
  return mutationFor(client, 'post', '/api/cleaners/me/availability/blocks/{blockId}/exceptions', 'availability.addException', {
    path: { blockId },
  });
}

/** `GET /api/cleaners/{userId}/availability/occurrences`: A cleaner's availability between two dates. */
export function listOccurrences(
  client: PropreClient,
  userId: PathParam<'availability.listOccurrences', 'userId'>,
  query: Query<'availability.listOccurrences'>,
) {
  return queryFor(client, '/api/cleaners/{userId}/availability/occurrences', { path: { userId }, query });
}

/** `GET /api/cleaners/me/calendar`: My calendar feed address. */
export function getCalendarFeedUrl(client: PropreClient) {
  return queryFor(client, '/api/cleaners/me/calendar');
}

/** `POST /api/cleaners/me/calendar/rotate`: Replace my calendar feed address. */
export function rotateCalendarFeed(client: PropreClient) {
  return mutationFor(client, 'post', '/api/cleaners/me/calendar/rotate', 'availability.rotateCalendarFeed');
}

/** `POST /api/cleaners/me/calendar/import`: Import busy times from a calendar file. */
export function importBusyTimes(client: PropreClient) {
  return mutationFor(client, 'post', '/api/cleaners/me/calendar/import', 'availability.importBusyTimes', {}, 'text/calendar');
}

/** `GET /api/calendar/{feedToken}.ics`: A cleaner's calendar feed (ICS). */
export function getCalendarFeed(client: PropreClient, feedToken: PathParam<'availability.getCalendarFeed', 'feedToken'>) {
  return queryFor(client, '/api/calendar/{feedToken}.ics', { path: { feedToken } }, 'text');
}
