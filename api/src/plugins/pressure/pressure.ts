import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { commonFail } from '../errors/common.errors.ts';

export interface PressureOptions {
  /** Mean event-loop delay (ms) over a sample beyond which requests are shed; 0 turns shedding off. */
  maxEventLoopDelayMs: number;
  retryAfterSeconds: number;
  /** How often the delay is sampled; the default suits production, tests sample faster. */
  sampleIntervalMs?: number;
}

/**
 * Load shedding: when the event loop lags (a CPU-bound burst, a flood), new requests are
 * answered at once with 503 and Retry-After rather than late, so callers back off and the
 * requests already in flight finish. Health checks are always answered: an orchestrator must
 * not kill a busy instance for being busy.
 */
export async function installPressure(app: FastifyInstance, options: PressureOptions): Promise<void> {
  if (options.maxEventLoopDelayMs <= 0) return;
  const retryAfter = String(options.retryAfterSeconds);
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    sampleInterval: options.sampleIntervalMs ?? 1_000,
    pressureHandler: async (request, _reply, type, value) => {
      if (request.routeOptions.config.operationId?.startsWith('health.')) return;
      request.log.warn({ type, value }, 'under pressure: request shed');
      throw commonFail('service_unavailable', {
        detail: {
          fr: `Le service est surchargé; réessayez dans ${retryAfter} secondes.`,
          en: `The service is overloaded; try again in ${retryAfter} seconds.`,
        },
        headers: { 'retry-after': retryAfter },
      });
    },
  });
}
