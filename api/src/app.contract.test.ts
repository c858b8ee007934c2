import { openapi } from '@propre/openapi';
import { describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../test/build-app.ts';
import { widgetContract } from '../test/fixtures/widget-contract.ts';
import { widgetHandlers } from '../test/fixtures/widget-handlers.ts';
import { localOnboardingRoutes } from './adapters/payments/local/onboarding-routes.ts';
import { socketPath } from './modules/messaging/socket.ts';
import { listOperations, toFastifyPath } from './plugins/contract/spec-document.ts';
import { documentationRoutes } from './plugins/docs/docs.ts';
import { preflightRoutes } from './plugins/security/security.ts';
import { embedRoutes } from './plugins/web/embed.ts';
import { partnerDocsRoutes } from './plugins/web/partner-docs/index.ts';
import { webRoutes } from './plugins/web/web.ts';

const t = useTestApp();

describe('routes and the contract', () => {
  it('serves every operation of the contract', () => {
    const operations = listOperations(openapi);
    expect(operations.length).toBeGreaterThan(0);
    for (const op of operations) {
      expect(t.app.hasRoute({ method: op.method.toUpperCase() as 'GET', url: toFastifyPath(op.path) }), op.operationId).toBe(
        true,
      );
    }
  });

  it('registers no route that the contract does not describe', () => {
    const declared = new Set(listOperations(openapi).map((op) => `${op.method.toUpperCase()} ${toFastifyPath(op.path)}`));
    const infrastructure = new Set([
      ...documentationRoutes.map((r) => `GET ${r}`),
      ...webRoutes.map((r) => `GET ${r}`),
      ...embedRoutes.map((r) => `GET ${r}`),
      ...partnerDocsRoutes.map((r) => `GET ${r}`),
      `GET ${socketPath}`,
      ...preflightRoutes,
      ...localOnboardingRoutes,
    ]);
    const undeclared = t.app.propre.routes.filter((r) => !declared.has(r) && !infrastructure.has(r));
    expect(undeclared).toEqual([]);
  });

  it('refuses to boot when an operation has no handler', async () => {
    await expect(
      createTestApp({
        contract: {
          document: widgetContract,
          handlers: (ctx) => {
            const { 'widgets.list': _omitted, ...rest } = widgetHandlers(ctx);
            return rest;
          },
        },
      }),
    ).rejects.toThrow('Operations without a handler: widgets.list');
  });

  it('refuses to boot when a handler has no operation', async () => {
    await expect(
      createTestApp({
        contract: {
          document: widgetContract,
          handlers: (ctx) => ({ ...widgetHandlers(ctx), 'widgets.delete': async () => ({}) }),
        },
      }),
    ).rejects.toThrow('Handlers without an operation: widgets.delete');
  });
});
