import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generatedFile, idempotentOperationsOf, loadContract, render } from './idempotent-operations.ts';

describe('operations taking an Idempotency-Key', () => {
  it('are found in the contract: on the operation or its path, inline or by reference, any case', () => {
    const operations = idempotentOperationsOf({
      paths: {
        '/api/bookings': {
          get: {},
          post: { parameters: [{ name: 'Idempotency-Key', in: 'header' }] },
        },
        '/api/bookings/{bookingId}/payments': {
          parameters: [{ $ref: '#/components/parameters/IdempotencyKey' }],
          post: {},
          put: {},
        },
        '/api/bookings/{bookingId}': {
          patch: {
            parameters: [
              { name: 'idempotency-key', in: 'query' },
              { name: 'If-Match', in: 'header' },
            ],
          },
          delete: { parameters: [{ name: 'idempotency-key', in: 'header' }] },
        },
      },
      components: { parameters: { IdempotencyKey: { name: 'Idempotency-Key', in: 'header' } } },
    });
    expect(operations).toEqual([
      'DELETE /api/bookings/{bookingId}',
      'POST /api/bookings',
      'POST /api/bookings/{bookingId}/payments',
      'PUT /api/bookings/{bookingId}/payments',
    ]);
  });

  it('are listed in src/generated as the current contract says (run `pnpm --filter @propre/sdk generate`)', () => {
    expect(readFileSync(generatedFile, 'utf8')).toBe(render(idempotentOperationsOf(loadContract())));
  });
});
