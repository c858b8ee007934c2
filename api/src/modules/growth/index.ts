import type { MikroORM } from '@mikro-orm/postgresql';
import type { Mailer } from '../../adapters/mail/mail.ts';
import type { FileStorage } from '../../adapters/storage/storage.ts';
import type { RateLimiter } from '../../plugins/rate-limit/rate-limiter.ts';
import { createBlogService } from './blog.ts';
import { contentRoutes } from './content.routes.ts';
import { createDiscountCodesService } from './discount-codes.ts';
import { createFaqService } from './faq.ts';
import { createFormsService } from './forms.ts';
import { createGalleryService } from './gallery.ts';
import { growthRoutes } from './growth.routes.ts';
import { createNewsletterService } from './newsletter.ts';
import { createTodosService } from './todos.ts';

export type { DiscountCodesService } from './discount-codes.ts';

export interface GrowthAreaDeps {
  orm: MikroORM;
  mailer: Mailer;
  storage: FileStorage;
  limiter: RateLimiter;
  publicUrl: string;
  /** The server key that signs address suggestions; the newsletter's MAC has its own context string. */
  signingKey: () => Promise<Buffer>;
  supportEmail: string;
  commercialPartnerEmail: string;
}

/** Growth: newsletter, discount codes (also read by bookings), contact forms, blog, FAQ, cleaners' to-dos and the before/after gallery. */
export function growthArea(deps: GrowthAreaDeps) {
  const { orm, mailer, storage, limiter } = deps;
  const discountCodes = createDiscountCodesService({ orm });
  const newsletter = createNewsletterService({ orm, mailer, publicUrl: deps.publicUrl, signingKey: deps.signingKey });
  const forms = createFormsService({
    orm,
    mailer,
    supportEmail: deps.supportEmail,
    commercialPartnerEmail: deps.commercialPartnerEmail,
  });
  return {
    discountCodes,
    handlers: {
      ...growthRoutes({ newsletter, discountCodes, forms, limiter }),
      ...contentRoutes({
        blog: createBlogService({ orm }),
        faq: createFaqService({ orm }),
        todos: createTodosService({ orm }),
        gallery: createGalleryService({ orm, storage }),
      }),
    },
  };
}
