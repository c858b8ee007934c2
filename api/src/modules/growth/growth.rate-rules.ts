import type { FastifyRequest } from 'fastify';
import { byIp, type RateRule } from '../../plugins/rate-limit/rate-limiter.ts';

const hour = 3_600_000;

function emailOf(request: FastifyRequest): string | undefined {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : undefined;
}

/** Per address as well as per IP: nobody can flood one inbox with confirmation links. */
export const newsletterRules: readonly RateRule[] = [
  { name: 'newsletter-ip', max: 20, windowMs: hour, key: byIp },
  { name: 'newsletter-email', max: 5, windowMs: hour, key: emailOf },
];
export const discountClaimRules: readonly RateRule[] = [{ name: 'discount-claim-ip', max: 10, windowMs: hour, key: byIp }];
/** Each of these mails a person at support or at the partner: a few an hour is plenty. */
export const contactRules: readonly RateRule[] = [{ name: 'contact-ip', max: 5, windowMs: hour, key: byIp }];
export const commercialReferralRules: readonly RateRule[] = [{ name: 'commercial-ip', max: 5, windowMs: hour, key: byIp }];
