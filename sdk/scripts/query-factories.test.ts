import { describe, expect, it } from 'vitest';
import { loadContract } from './idempotent-operations.ts';
import {
  alsoStale,
  type ContractDocument,
  drift,
  exceptions,
  invalidationsOf,
  operationsOf,
  renderArea,
} from './query-factories.ts';

const json = (ref: string) => ({ content: { 'application/json': { schema: { $ref: `#/components/schemas/${ref}` } } } });

/** A small contract with the shapes the rule distinguishes. */
const contract: ContractDocument = {
  paths: {
    '/api/bookings': {
      get: { operationId: 'bookings.listMine', tags: ['bookings'], parameters: [{ name: 'status', in: 'query' }] },
      post: { operationId: 'bookings.create', tags: ['bookings'], responses: { '201': json('Booking') } },
    },
    '/api/bookings/{bookingId}': {
      parameters: [{ $ref: '#/components/parameters/BookingId' }],
      get: { operationId: 'bookings.get', tags: ['bookings'] },
    },
    '/api/bookings/{bookingId}/accept': {
      post: { operationId: 'bookings.accept', tags: ['bookings'], parameters: [{ $ref: '#/components/parameters/BookingId' }] },
    },
    '/api/bookings/{bookingId}/review': {
      post: { operationId: 'reviews.create', tags: ['reviews'], requestBody: { required: true, ...json('NewReview') } },
    },
    '/api/cleaners/{slug}': { get: { operationId: 'cleaners.getProfile', tags: ['cleaners'] } },
    '/api/cleaners/{cleanerId}/feedback': { post: { operationId: 'search.giveFeedback', tags: ['search'] } },
    '/api/cleaners/{slug}/reviews': { get: { operationId: 'reviews.listForCleaner', tags: ['reviews'] } },
    '/api/admin/reviews': { get: { operationId: 'reviews.listAll', tags: ['reviews', 'admin'] } },
    '/api/admin/users': { get: { operationId: 'admin.listUsers', tags: ['admin'] } },
    '/api/admin/users/{userId}/suspend': { post: { operationId: 'admin.suspendUser', tags: ['admin'] } },
    '/api/users/me': {
      get: { operationId: 'users.getMe', tags: ['users'] },
      put: { operationId: 'users.replaceMe', tags: ['users'] },
    },
    '/api/auth/select-role': {
      post: { operationId: 'auth.selectRole', tags: ['auth'], responses: { '200': json('RoleResult') } },
    },
    '/api/auth/login': {
      post: { operationId: 'auth.login', tags: ['auth'], responses: { '200': { $ref: '#/components/responses/Session' } } },
    },
    '/api/users/me/avatar': {
      put: {
        operationId: 'users.uploadAvatar',
        tags: ['users'],
        requestBody: { required: true, content: { 'image/png': {}, 'image/webp': {} } },
      },
    },
    '/api/cleaners/me/calendar/import': {
      post: {
        operationId: 'availability.importBusyTimes',
        tags: ['availability'],
        requestBody: { content: { 'text/calendar': {} } },
      },
    },
    '/api/invoice/{bookingId}': {
      get: {
        operationId: 'bookings.getInvoice',
        tags: ['bookings'],
        responses: { '200': { content: { 'application/pdf': {} } } },
      },
    },
    '/api/export.csv': {
      get: {
        operationId: 'admin.exportCsv',
        tags: ['admin'],
        parameters: [{ name: 'status', in: 'query', required: true }],
        responses: { '200': { content: { 'text/csv': {} } } },
      },
    },
    '/api/payments/webhook': {
      post: { operationId: 'payments.receiveWebhook', parameters: [{ name: 'Stripe-Signature', in: 'header', required: true }] },
    },
  },
  components: {
    parameters: { BookingId: { name: 'bookingId', in: 'path', required: true } },
    responses: { Session: json('AuthSession') },
    schemas: { RoleResult: { properties: { user: { $ref: '#/components/schemas/User' } } } },
  },
};

describe('the operations', () => {
  const ops = operationsOf(contract);
  const op = (id: string) => ops.find((candidate) => candidate.id === id);

  it('read area and name from the operationId, path parameters in path order, and how bodies and answers travel', () => {
    expect(op('bookings.accept')).toMatchObject({ area: 'bookings', name: 'accept', pathParams: ['bookingId'], body: 'none' });
    expect(op('bookings.listMine')).toMatchObject({ query: 'optional', read: 'json' });
    expect(op('admin.exportCsv')).toMatchObject({ query: 'required', read: 'text' });
    expect(op('bookings.getInvoice')?.read).toBe('blob');
    expect(op('reviews.create')?.body).toBe('json');
    expect(op('users.uploadAvatar')?.body).toBe('blob');
    expect(op('availability.importBusyTimes')?.body).toBe('text/calendar');
    expect(op('auth.selectRole')?.answersUser).toBe(true);
    expect(op('auth.login')?.answers).toEqual(['AuthSession']);
  });

  it('leave out operations that need a header a browser cannot give (a signed webhook)', () => {
    expect(op('payments.receiveWebhook')).toBeUndefined();
  });

  it('render a factory per operation, a reserved name exported under its own name', () => {
    const text = renderArea([{ ...(op('bookings.get') as NonNullable<ReturnType<typeof op>>), name: 'delete' }]);
    expect(text).toContain("function delete_(client: PropreClient, bookingId: PathParam<'bookings.get', 'bookingId'>)");
    expect(text).toContain('export { delete_ as delete };');
    expect(text).not.toContain('export function delete_');
  });

  it('render a write taking only the client: path, query and body are the mutation’s variables', () => {
    const accept = renderArea([op('bookings.accept') as NonNullable<ReturnType<typeof op>>]);
    expect(accept).toContain(
      "export function accept(client: PropreClient): MutationOptions<'post', '/api/bookings/{bookingId}/accept'>",
    );
    expect(accept).toContain("mutationFor(client, 'post', '/api/bookings/{bookingId}/accept', bookingsAccept);");
    const calendar = renderArea([op('availability.importBusyTimes') as NonNullable<ReturnType<typeof op>>]);
    expect(calendar).toContain("availabilityImportBusyTimes, 'text/calendar');");
  });
});

describe('the invalidation rule', () => {
  const map = invalidationsOf(operationsOf(contract));

  it('refreshes the write’s own path and below, and its ancestors: the booking and the list', () => {
    expect(map['bookings.accept']).toEqual(['/api/bookings', '/api/bookings/{bookingId}', '/api/invoice/{bookingId}']);
  });

  it('matches a parameter segment with any other: feedback on {cleanerId} refreshes the profile at {slug}', () => {
    expect(map['search.giveFeedback']).toEqual(['/api/cleaners/{slug}']);
  });

  it('refreshes the GETs of the same tags, the admin tag aside', () => {
    expect(map['reviews.create']).toEqual([
      '/api/admin/reviews',
      '/api/bookings',
      '/api/bookings/{bookingId}',
      '/api/cleaners/{slug}/reviews',
    ]);
    expect(map['admin.suspendUser']).toEqual(['/api/admin/users']);
  });

  it('refreshes the current user when the answer carries it, and everything when a session opens', () => {
    expect(map['auth.selectRole']).toEqual(['/api/users/me']);
    expect(map['auth.login']).toBe('*');
  });

  it('adds the effects across areas, each a GET of the contract', () => {
    const ops = operationsOf(loadContract() as ContractDocument);
    const gets = new Set(ops.filter((candidate) => candidate.method === 'get').map((candidate) => candidate.path));
    const real = invalidationsOf(ops);
    for (const [id, templates] of Object.entries(alsoStale)) {
      expect(templates.filter((template) => !gets.has(template))).toEqual([]);
      expect(real[id]).toEqual(expect.arrayContaining(templates));
    }
  });

  it('takes the exceptions over the rule', () => {
    expect(exceptions['bookings.quote']).toEqual([]);
    expect(
      invalidationsOf(operationsOf({ paths: { '/api/bookings/quote': { post: { operationId: 'bookings.quote' } } } })),
    ).toEqual({
      'bookings.quote': [],
    });
  });
});

describe('the generated files', () => {
  it('are what the current contract makes (run `pnpm --filter @propre/sdk generate`)', () => {
    expect(drift()).toEqual([]);
  });
});
