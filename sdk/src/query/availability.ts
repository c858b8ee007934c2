// Generated from @propre/openapi/openapi.json by sdk/scripts/query-factories.ts. Do not edit.
import type { PropreClient } from '../client.ts';
import {
  availabilityAddException,
  availabilityCompleteGoogleCalendarConnect,
  availabilityCreateBlock,
  availabilityDeleteBlock,
  availabilityDisconnectGoogleCalendar,
  availabilityImportBusyTimes,
  availabilityRotateCalendarFeed,
  availabilitySetWeeklyTemplate,
  availabilityStartGoogleCalendarConnect,
  availabilitySyncGoogleCalendar,
} from '../generated/invalidations.ts';
import { type MutationOptions, mutationFor, type PathParam, type Query, type QueryOptions, queryFor } from './operations.ts';

/** `GET /api/cleaners/me/availability`: My availability blocks. */
export function listMyBlocks(client: PropreClient): QueryOptions<'/api/cleaners/me/availability'> {
  return queryFor(client, '/api/cleaners/me/availability');
}

/** `POST /api/cleaners/me/availability`: Add an availability block. */
export function createBlock(client: PropreClient): MutationOptions<'post', '/api/cleaners/me/availability'> {
  return mutationFor(client, 'post', '/api/cleaners/me/availability', availabilityCreateBlock);
}

/** `PUT /api/cleaners/me/availability/weekly-template`: Set my weekly availability (onboarding). */
export function setWeeklyTemplate(client: PropreClient): MutationOptions<'put', '/api/cleaners/me/availability/weekly-template'> {
  return mutationFor(client, 'put', '/api/cleaners/me/availability/weekly-template', availabilitySetWeeklyTemplate);
}

/** `DELETE /api/cleaners/me/availability/blocks/{blockId}`: Remove an availability block. */
export function deleteBlock(client: PropreClient): MutationOptions<'delete', '/api/cleaners/me/availability/blocks/{blockId}'> {
  return mutationFor(client, 'delete', '/api/cleaners/me/availability/blocks/{blockId}', availabilityDeleteBlock);
}

/** `POST /api/cleaners/me/availability/blocks/{blockId}/exceptions`: Skip one occurrence of a block. */
export function addException(
  client: PropreClient,
): MutationOptions<'post', '/api/cleaners/me/availability/blocks/{blockId}/exceptions'> {
  return mutationFor(client, 'post', '/api/cleaners/me/availability/blocks/{blockId}/exceptions', availabilityAddException);
}

/** `GET /api/cleaners/{userId}/availability/occurrences`: A cleaner's availability between two dates. */
export function listOccurrences(
  client: PropreClient,
  userId: PathParam<'availability.listOccurrences', 'userId'>,
  query: Query<'availability.listOccurrences'>,
): QueryOptions<'/api/cleaners/{userId}/availability/occurrences'> {
  return queryFor(client, '/api/cleaners/{userId}/availability/occurrences', { path: { userId }, query });
}

/** `GET /api/cleaners/me/calendar`: My calendar feed address. */
export function getCalendarFeedUrl(client: PropreClient): QueryOptions<'/api/cleaners/me/calendar'> {
  return queryFor(client, '/api/cleaners/me/calendar');
}

/** `POST /api/cleaners/me/calendar/rotate`: Replace my calendar feed address. */
export function rotateCalendarFeed(client: PropreClient): MutationOptions<'post', '/api/cleaners/me/calendar/rotate'> {
  return mutationFor(client, 'post', '/api/cleaners/me/calendar/rotate', availabilityRotateCalendarFeed);
}

/** `POST /api/cleaners/me/calendar/import`: Import busy times from a calendar file. */
export function importBusyTimes(client: PropreClient): MutationOptions<'post', '/api/cleaners/me/calendar/import'> {
  return mutationFor(client, 'post', '/api/cleaners/me/calendar/import', availabilityImportBusyTimes, 'text/calendar');
}

/** `GET /api/calendar/{feedToken}.ics`: A cleaner's calendar feed (ICS). */
export function getCalendarFeed(
  client: PropreClient,
  feedToken: PathParam<'availability.getCalendarFeed', 'feedToken'>,
): QueryOptions<'/api/calendar/{feedToken}.ics', 'text'> {
  return queryFor(client, '/api/calendar/{feedToken}.ics', { path: { feedToken } }, 'text');
}

/** `GET /api/cleaners/me/calendar/google`: My Google Calendar link. */
export function getGoogleCalendar(client: PropreClient): QueryOptions<'/api/cleaners/me/calendar/google'> {
  return queryFor(client, '/api/cleaners/me/calendar/google');
}

/** `DELETE /api/cleaners/me/calendar/google`: Disconnect Google Calendar. */
export function disconnectGoogleCalendar(client: PropreClient): MutationOptions<'delete', '/api/cleaners/me/calendar/google'> {
  return mutationFor(client, 'delete', '/api/cleaners/me/calendar/google', availabilityDisconnectGoogleCalendar);
}

/** `POST /api/cleaners/me/calendar/google/connect`: Start connecting Google Calendar. */
export function startGoogleCalendarConnect(
  client: PropreClient,
): MutationOptions<'post', '/api/cleaners/me/calendar/google/connect'> {
  return mutationFor(client, 'post', '/api/cleaners/me/calendar/google/connect', availabilityStartGoogleCalendarConnect);
}

/** `POST /api/cleaners/me/calendar/google/callback`: Finish connecting Google Calendar. */
export function completeGoogleCalendarConnect(
  client: PropreClient,
): MutationOptions<'post', '/api/cleaners/me/calendar/google/callback'> {
  return mutationFor(client, 'post', '/api/cleaners/me/calendar/google/callback', availabilityCompleteGoogleCalendarConnect);
}

/** `POST /api/cleaners/me/calendar/google/sync`: Sync Google Calendar now. */
export function syncGoogleCalendar(client: PropreClient): MutationOptions<'post', '/api/cleaners/me/calendar/google/sync'> {
  return mutationFor(client, 'post', '/api/cleaners/me/calendar/google/sync', availabilitySyncGoogleCalendar);
}
