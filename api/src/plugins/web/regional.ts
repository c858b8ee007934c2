import {
  acceptedLanguages,
  cookieValue,
  quebecFromCookie,
  type RegionalDomains,
  regionalDomainOf,
  regionalRedirect,
  regionCookie,
  visitorLanguage,
} from '@propre/sdk/regional';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The visitor's language choice, as the app writes it (reference-app/src/prefs/prefs.ts). */
const languageCookie = 'propre.language';

/**
 * Spec §1's regional redirect for a page of the app, decided by the function the browser uses
 * (`regionalRedirect` of @propre/sdk/regional) from what the request carries: its host, the
 * language cookie, else `Accept-Language`, and the browser's own "in Quebec" answer in the region
 * cookie. Without that cookie (a first visit), Quebec is unknown here — the server has neither
 * the saved province nor the time zone the browser goes by — so only what the language alone
 * settles is redirected (a visitor whose language is not French belongs on the English domain);
 * a French speaker's first page is left to the browser, which decides before rendering.
 *
 * 302, not 307: both keep the method, and only GET and HEAD reach here; 302 is the one every
 * client and crawler follows alike. Never 301: the answer depends on the visitor, not the address.
 */
export function redirectRegionally(request: FastifyRequest, reply: FastifyReply, domains: RegionalDomains): FastifyReply | null {
  // Other hosts (localhost, 127.0.0.1, brands' and partners' own) are never redirected: decided
  // before the cookies are read.
  if (regionalDomainOf(request.hostname, domains) === null) return null;
  const cookie = request.headers.cookie;
  const target = regionalRedirect(
    {
      // Concatenated, not resolved against the host: a path such as `//elsewhere.example/` stays a path.
      url: new URL(`${request.protocol}://${request.host}${request.url}`),
      language: visitorLanguage({
        stored: cookieValue(cookie, languageCookie),
        browser: acceptedLanguages(request.headers['accept-language']),
      }),
      inQuebec: quebecFromCookie(cookieValue(cookie, regionCookie)),
    },
    domains,
  );
  // Staying is decided by the same headers as leaving: a page kept by a cache is kept per both.
  reply.header('vary', 'accept-language, cookie');
  if (target === null) return null;
  return reply.header('cache-control', 'private, no-store').redirect(target, 302);
}
