import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { query, queryOne } from '../../db/sql.ts';

/** What a suggestion id vouches for: the server read these from the client's text. */
export interface SuggestedAddress {
  placeId: string;
  streetAddress: string;
  postalCode: string | null;
}

/** Signs and checks suggestion ids, so properties are saved only at addresses the server suggested. */
export interface SuggestionSigner {
  sign(address: SuggestedAddress): Promise<string>;
  /** The address a suggestion id names, or null when the server did not issue it unchanged. */
  verify(token: string): Promise<SuggestedAddress | null>;
}

const version = 1;
const context = 'propre.address-suggestion.v1.';
const tokenShape = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/;

function mac(key: Buffer, payload: string): Buffer {
  return createHmac('sha256', key)
    .update(context + payload)
    .digest();
}

/**
 * `base64url(JSON [version, placeId, street, postalCode]) . base64url(HMAC-SHA256)`. The ids
 * are deterministic (one address, one id) and do not expire: they vouch for what the server
 * read, not for a moment.
 */
export function createSuggestionSigner(key: () => Promise<Buffer>): SuggestionSigner {
  return {
    async sign({ placeId, streetAddress, postalCode }) {
      const payload = Buffer.from(JSON.stringify([version, placeId, streetAddress, postalCode])).toString('base64url');
      return `${payload}.${mac(await key(), payload).toString('base64url')}`;
    },
    async verify(token) {
      const match = tokenShape.exec(token);
      if (!match?.[1] || !match[2]) return null;
      const given = Buffer.from(match[2], 'base64url');
      const expected = mac(await key(), match[1]);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      let decoded: unknown;
      try {
        decoded = JSON.parse(Buffer.from(match[1], 'base64url').toString('utf8'));
      } catch {
        return null;
      }
      if (!Array.isArray(decoded) || decoded.length !== 4 || decoded[0] !== version) return null;
      const [, placeId, streetAddress, postalCode] = decoded as unknown[];
      if (typeof placeId !== 'string' || typeof streetAddress !== 'string') return null;
      if (postalCode !== null && typeof postalCode !== 'string') return null;
      return { placeId, streetAddress, postalCode };
    },
  };
}

/**
 * The signing key, kept in the database: every instance of the API shares it and it survives
 * restarts, so an id suggested by one instance is accepted by another. Made on first use.
 */
export function databaseSigningKey(orm: MikroORM): () => Promise<Buffer> {
  let loading: Promise<Buffer> | undefined;
  const load = async (): Promise<Buffer> => {
    const em = orm.em.fork();
    await query(
      em,
      'insert into property_address_key (id, secret, created_at) values (1, $1, now()) on conflict (id) do nothing',
      [randomBytes(32).toString('base64url')],
    );
    const row = await queryOne<{ secret: string }>(em, 'select secret from property_address_key where id = 1');
    if (!row) throw new Error('property_address_key has no row after insert');
    return Buffer.from(row.secret, 'base64url');
  };
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
