import type { MikroORM } from '@mikro-orm/postgresql';
import type { FileStorage } from '../../adapters/storage/storage.ts';
import type { RateLimiter } from '../../plugins/rate-limit/rate-limiter.ts';
import { verificationRoutes } from './verification.routes.ts';
import { createVerificationService } from './verification.service.ts';

export type { VerificationService } from './verification.service.ts';

/** Cleaners' verification documents, their review, and the status other areas read. */
export function verificationArea({ orm, storage, limiter }: { orm: MikroORM; storage: FileStorage; limiter: RateLimiter }) {
  const verification = createVerificationService({ orm, storage });
  return { verification, handlers: verificationRoutes({ verification, limiter }) };
}
