import type { OpenAPIV31Document } from '@propre/openapi';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerContract } from './register-contract.ts';

const cacheHeader = (schema: Record<string, unknown>) => ({
  headers: { 'Cache-Control': { schema: { type: 'string', ...schema } } },
});
const answer = (description: string, extra: object = {}) => ({ description, ...extra });

/** Four operations, one per way a contract can state (or not state) a cache policy. */
function contract(personal: Record<string, unknown> = { const: 'no-store' }): OpenAPIV31Document {
  return {
    openapi: '3.1.0',
    info: { title: 'Cache fixture', version: '1.0.0' },
    paths: {
      '/personal': {
        get: {
          operationId: 'fixture.personal',
          responses: { '200': answer('mine', cacheHeader(personal)), '404': answer('missing') },
        },
      },
      '/public': {
        get: {
          operationId: 'fixture.public',
          responses: { '200': answer('shared', cacheHeader({ const: 'public, max-age=86400' })), '404': answer('missing') },
        },
      },
      '/chosen': {
        get: {
          operationId: 'fixture.chosen',
          responses: { '200': answer('either', cacheHeader({ enum: ['public, max-age=30', 'no-store'] })) },
        },
      },
      '/silent': { get: { operationId: 'fixture.silent', responses: { '200': answer('nothing said') } } },
    },
  } as unknown as OpenAPIV31Document;
}

async function appWith(document: OpenAPIV31Document) {
  const app = Fastify();
  const status = (request: { query: unknown }) => Number((request.query as { status?: string }).status ?? 200);
  const send = async (request: { query: unknown }, reply: { code(n: number): { send(): unknown } }) =>
    reply.code(status(request)).send();
  registerContract(
    app,
    document,
    {
      'fixture.personal': send,
      'fixture.public': send,
      'fixture.chosen': async (_request, reply) => reply.header('cache-control', 'public, max-age=30').send(),
      'fixture.silent': send,
    },
    { requireRoles: false },
  );
  await app.ready();
  return app;
}

describe('cache policy from the contract', () => {
  it('answers each operation with the Cache-Control its response declares, without the handler saying it', async () => {
    const app = await appWith(contract());
    expect((await app.inject('/personal')).headers['cache-control']).toBe('no-store');
    expect((await app.inject('/public')).headers['cache-control']).toBe('public, max-age=86400');
    expect((await app.inject('/silent')).headers['cache-control']).toBeUndefined();
    await app.close();
  });

  it('keeps a refusal of a personal answer out of caches, and a refusal of a public one without a policy', async () => {
    const app = await appWith(contract());
    expect((await app.inject('/personal?status=404')).headers['cache-control']).toBe('no-store');
    expect((await app.inject('/public?status=404')).headers['cache-control']).toBeUndefined();
    await app.close();
  });

  it('leaves the value to the handler where the contract lists choices', async () => {
    const app = await appWith(contract());
    expect((await app.inject('/chosen')).headers['cache-control']).toBe('public, max-age=30');
    await app.close();
  });

  it('refuses to boot on a Cache-Control declaration that names no value to send', async () => {
    await expect(appWith(contract({ pattern: '^no-' }))).rejects.toThrow(
      'fixture.personal → 200: a Cache-Control header is declared without a const value to send',
    );
  });
});
