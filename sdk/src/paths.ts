/** The current-user operation (spec §7): its 401 means "not signed in" and resolves to `data: null`. */
export const currentUserPath = '/api/users/me';

/** A binary request body (an image, a PDF): sent as is, with the `content-type` the call passes. */
export type BinaryBody = Blob | ArrayBuffer | ArrayBufferView;

/**
 * The contract's `paths`, as the client exposes them. Three adjustments, each a no-op for an
 * operation it does not concern:
 *
 * - a required `Idempotency-Key` header parameter becomes optional: the client generates the key;
 * - the current user (`GET /api/users/me`) answers `User | null`: its 401 means "not signed in";
 * - a request body of a binary media type (`image/png`, `application/pdf`), which the contract
 *   describes as a string, is a `BinaryBody`: the bytes, not a string.
 */
export type ClientPaths<Paths> = {
  [P in keyof Paths]: P extends typeof currentUserPath ? CurrentUserItem<Paths[P]> : PathItem<Paths[P]>;
};

type PathItem<Item> = { [M in keyof Item]: BinaryBodies<OptionalIdempotencyKey<Item[M]>> };

type CurrentUserItem<Item> = {
  [M in keyof Item]: M extends 'get' ? NullableSuccess<Item[M]> : BinaryBodies<OptionalIdempotencyKey<Item[M]>>;
};

/** Media types whose bodies are not bytes: JSON (the client serialises it), forms and text. */
type TextualMedia =
  | `${string}/json`
  | `${string}+json`
  | 'application/x-www-form-urlencoded'
  | 'multipart/form-data'
  | `text/${string}`;

type BinaryBodies<Op> = Op extends { requestBody: { content: infer Content } }
  ? [Exclude<keyof Content, TextualMedia>] extends [never]
    ? Op
    : Omit<Op, 'requestBody'> & {
        requestBody: Omit<Op['requestBody'], 'content'> & {
          content: { [Media in keyof Content]: Media extends TextualMedia ? Content[Media] : BinaryBody };
        };
      }
  : Op;

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
