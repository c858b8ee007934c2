import type { FastifyRequest } from 'fastify';
import { productVersion } from '../../lib/product-version.ts';
import { defineHandlers } from '../../plugins/contract/handlers.ts';
import { type Locale, negotiateLocale } from '../../plugins/errors/locale.ts';
import type { RateLimiter } from '../../plugins/rate-limit/rate-limiter.ts';
import type { DiscountCodesService } from './discount-codes.ts';
import type { FormsService } from './forms.ts';
import {
  commercialReferralRules,
  contactRules,
  discountClaimRules,
  newsletterMailRule,
  newsletterRules,
} from './growth.rate-rules.ts';
import type { NewsletterService } from './newsletter.ts';
import { pricingTerms } from './pricing-terms.ts';

export interface GrowthRouteDeps {
  newsletter: NewsletterService;
  discountCodes: DiscountCodesService;
  forms: FormsService;
  limiter: RateLimiter;
}

/** The language a form was filled in: as sent, else the browser's, else French. */
const languageOf = (request: FastifyRequest, chosen: Locale | undefined): Locale =>
  chosen ?? negotiateLocale(request.headers['accept-language']);

/** Public forms (newsletter, discount popup, contact, commercial referral), the version label and the pricing terms. */
export function growthRoutes({ newsletter, discountCodes, forms, limiter }: GrowthRouteDeps) {
  return defineHandlers({
    'growth.getVersion': async () => {
      return { ...productVersion };
    },
    'growth.getPricingTerms': async () => pricingTerms(),
    'growth.subscribeNewsletter': async (request, reply) => {
      await limiter.check(request, reply, newsletterRules);
      const { email, acceptTerms, language } = request.body;
      const mayMail = () => limiter.allow(request, newsletterMailRule);
      await newsletter.subscribe({ email, acceptTerms, language: languageOf(request, language), mayMail });
      reply.code(202);
      return { status: 'confirmation_sent' as const };
    },
    'growth.confirmNewsletter': async (request) => ({ status: await newsletter.confirm(request.body.token) }),
    'growth.unsubscribeNewsletter': async (request) => ({ status: await newsletter.unsubscribe(request.body.token) }),
    'growth.claimDiscountCode': async (request, reply) => {
      await limiter.check(request, reply, discountClaimRules);
      const claim = await discountCodes.claim(request.body.email);
      reply.code(claim.alreadySubscribed ? 200 : 201);
      return claim;
    },
    'growth.sendContactMessage': async (request, reply) => {
      await limiter.check(request, reply, contactRules);
      const received = await forms.sendContactMessage({
        ...request.body,
        language: languageOf(request, request.body.language),
        userId: request.auth?.user.id ?? null,
      });
      reply.code(202);
      return received;
    },
    'growth.referCommercialProperty': async (request, reply) => {
      await limiter.check(request, reply, commercialReferralRules);
      const received = await forms.referCommercialProperty({
        ...request.body,
        language: languageOf(request, request.body.language),
        userId: request.auth?.user.id ?? null,
      });
      reply.code(202);
      return received;
    },
    'growth.listContactMessages': async (request) => {
      const { cursor, limit = 20 } = request.query;
      const page = await forms.listContactMessages({ limit, ...(cursor ? { cursor } : {}) });
      return {
        items: page.items.map((m) => ({
          id: m.id,
          name: m.name,
          email: m.email,
          subject: m.subject,
          message: m.message,
          language: m.language,
          userId: m.userId ?? null,
          createdAt: m.createdAt.toISOString(),
        })),
        nextCursor: page.nextCursor,
      };
    },
    'growth.listCommercialReferrals': async (request) => {
      const { cursor, limit = 20 } = request.query;
      const page = await forms.listCommercialReferrals({ limit, ...(cursor ? { cursor } : {}) });
      return {
        items: page.items.map((r) => ({
          id: r.id,
          companyName: r.companyName,
          contactName: r.contactName,
          email: r.email,
          phone: r.phone ?? null,
          city: r.city,
          propertyType: r.propertyType,
          squareFeet: r.squareFeet ?? null,
          message: r.message ?? null,
          language: r.language,
          createdAt: r.createdAt.toISOString(),
        })),
        nextCursor: page.nextCursor,
      };
    },
  });
}
