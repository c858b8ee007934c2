import type { FastifyRequest } from 'fastify';
import { byIp, type RateRule } from '../../plugins/rate-limit/rate-limiter.ts';

const hour = 3_600_000;

function emailOf(request: FastifyRequest): string | undefined {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : undefined;
}

/**
 * Per caller first (a refused request goes no further), then per inbox *and* caller: each person
 * has their own five an hour from their own address, and a stranger elsewhere cannot use them up.
 */
export const newsletterRules: readonly RateRule[] = [
  { name: 'newsletter-ip', max: 20, windowMs: hour, key: byIp },
  {
    name: 'newsletter-email-ip',
    max: 5,
    windowMs: hour,
    key: (request) => {
      const email = emailOf(request);
      return email ? `${email}|${byIp(request)}` : undefined;
    },
  },
];
/**
 * Confirmation mails per inbox from every address together, so nobody floods an inbox from many
 * addresses. Spent silently: past it the answer is the same 202, no mail goes and the link
 * already sent stays valid, so a stranger can neither flood nor block the owner.
 */
export const newsletterMailRule: RateRule = { name: 'newsletter-email-mail', max: 5, windowMs: hour, key: emailOf };
export const discountClaimRules: readonly RateRule[] = [{ name: 'discount-claim-ip', max: 10, windowMs: hour, key: byIp }];
/** Each of these mails a person at support or at the partner: a few an hour is plenty. */
export const contactRules: readonly RateRule[] = [{ name: 'contact-ip', max: 5, windowMs: hour, key: byIp }];
export const commercialReferralRules: readonly RateRule[] = [{ name: 'commercial-ip', max: 5, windowMs: hour, key: byIp }];
