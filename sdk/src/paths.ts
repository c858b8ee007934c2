/** The current-user operation (spec §7): its 401 means "not signed in" and resolves to `data: null`. */
export const currentUserPath = '/api/users/me';

/**
 * The contract's `paths`, as the client exposes them. Two adjustments, both no-ops while the
 * contract has no matching operation:
 *
 * - a required `Idempotency-Key` header parameter becomes optional: the client generates the key;
 * - the current user (`GET /api/users/me`) answers `User | null`: its 401 means "not signed in".
 */
export type ClientPaths<Paths> = {
  [P in keyof Paths]: P extends typeof currentUserPath ? CurrentUserItem<Paths[P]> : PathItem<Paths[P]>;
};

type PathItem<Item> = { [M in keyof Item]: OptionalIdempotencyKey<Item[M]> };

type CurrentUserItem<Item> = {
  [M in keyof Item]: M extends 'get' ? NullableSuccess<Item[M]> : OptionalIdempotencyKey<Item[M]>;
};

type IdempotencyHeader = 'Idempotency-Key';

type RequiredKeys<T> = { [K in keyof T]-?: T extends Record<K, unknown> ? K : never }[keyof T];

type OptionalIdempotencyKey<Op> = Op extends { parameters: { header: infer H } }
  ? IdempotencyHeader extends RequiredKeys<H>
    ? Omit<Op, 'parameters'> & {
        parameters: Omit<Op['parameters'], 'header'> &
          (RequiredKeys<Omit<H, IdempotencyHeader>> extends never
            ? { header?: Omit<H, IdempotencyHeader> & { [K in IdempotencyHeader]?: string } }
            : { header: Omit<H, IdempotencyHeader> & { [K in IdempotencyHeader]?: string } });
      }
    : Op
  : Op;

type NullableSuccess<Op> = Op extends { responses: { 200: { content: { 'application/json': infer Body } } } }
  ? Omit<Op, 'responses'> & {
      responses: Omit<Op['responses'], 200> & {
        200: Omit<Op['responses'][200], 'content'> & { content: { 'application/json': Body | null } };
      };
    }
  : Op;
