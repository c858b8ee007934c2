import { businessZone } from '../../lib/business-time.ts';
import { requireUser } from '../../plugins/auth/request-auth.ts';
import { defineHandlers } from '../../plugins/contract/handlers.ts';
import { commonFail } from '../../plugins/errors/common.errors.ts';
import type { RateLimiter } from '../../plugins/rate-limit/rate-limiter.ts';
import { calendarImportRules } from './availability.rate-rules.ts';
import type { Availability } from './create-availability.ts';

/** Cleaners' availability, its public occurrences, and calendar sync (ICS feed and import). */
export function availabilityRoutes({ availability, limiter }: { availability: Availability; limiter: RateLimiter }) {
  const { calendar, google } = availability;
  return defineHandlers({
    'availability.listMyBlocks': async (request) => {
      return { items: await availability.listBlocks(requireUser(request).id) };
    },
    'availability.createBlock': async (request, reply) => {
      const block = await availability.createBlock(requireUser(request).id, request.body);
      reply.code(201);
      return block;
    },
    'availability.deleteBlock': async (request, reply) => {
      await availability.deleteBlock(requireUser(request).id, request.params.blockId);
      return reply.code(204).send();
    },
    'availability.addException': async (request, reply) => {
      const { created, block } = await availability.addException(
        requireUser(request).id,
        request.params.blockId,
        request.body.date,
      );
      reply.code(created ? 201 : 200);
      return block;
    },
    'availability.setWeeklyTemplate': async (request) => {
      return { items: await availability.setWeeklyTemplate(requireUser(request).id, request.body) };
    },
    'availability.listOccurrences': async (request) => {
      const { userId } = request.params;
      const { from, to } = request.query;
      const items = await availability.listOccurrences(userId, from, to);
      return { userId, from, to, timeZone: businessZone, items };
    },
    'availability.getCalendarFeedUrl': async (request) => {
      return calendar.getFeedLink(requireUser(request).id);
    },
    'availability.rotateCalendarFeed': async (request) => {
      return calendar.rotateFeed(requireUser(request).id);
    },
    'availability.importBusyTimes': async (request, reply) => {
      const user = requireUser(request);
      await limiter.check(request, reply, calendarImportRules);
      // An empty body arrives as undefined; it is then an unreadable calendar like any other.
      const body = request.body as unknown as Buffer | undefined;
      return calendar.importBusyTimes(user.id, body?.toString('utf8') ?? '');
    },
    'availability.getGoogleCalendar': async (request) => google.status(requireUser(request).id),
    'availability.startGoogleCalendarConnect': async (request) => google.start(requireUser(request).id),
    'availability.completeGoogleCalendarConnect': async (request) => google.complete(requireUser(request).id, request.body),
    'availability.syncGoogleCalendar': async (request) => google.sync(requireUser(request).id),
    'availability.disconnectGoogleCalendar': async (request, reply) => {
      await google.disconnect(requireUser(request).id);
      return reply.code(204).send();
    },
    'availability.getCalendarFeed': async (request, reply) => {
      const feed = await calendar.renderFeed(request.params.feedToken);
      if (!feed) {
        throw commonFail('not_found', {
          detail: { fr: 'Aucun calendrier à cette adresse.', en: 'No calendar at this address.' },
        });
      }
      // The address is a secret: no shared cache keeps it, and no page it is opened from learns it.
      return reply
        .type(feed.contentType)
        .header('referrer-policy', 'no-referrer')
        .header('x-robots-tag', 'noindex')
        .send(feed.body);
    },
  });
}
