import { defineHandlers } from '../../plugins/contract/handlers.ts';
import type { HealthService } from './health.service.ts';

export function healthRoutes(health: HealthService) {
  return defineHandlers({
    'health.getLiveness': async () => health.liveness(),
    'health.getReadiness': async (_request, reply) => {
      const readiness = await health.readiness();
      if (readiness.status !== 'ready') reply.code(503);
      return readiness;
    },
  });
}
