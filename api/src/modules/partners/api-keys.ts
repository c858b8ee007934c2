import { randomBytes } from 'node:crypto';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { components } from '@propre/openapi/types';
import { execute, query } from '../../db/sql.ts';
import { newId } from '../../lib/ids.ts';
import { hashToken } from '../../lib/tokens.ts';
import { errorsOf } from '../../plugins/errors/app-error.ts';
import { normaliseOrigin } from './addresses.ts';
import { type IPartnerApiKey, PartnerApiKey } from './partners.entities.ts';
import { partnerErrors } from './partners.errors.ts';

const fail = errorsOf(partnerErrors);

export type ApiKeyDto = components['schemas']['PartnerApiKey'];
export type ApiKeyCreated = components['schemas']['PartnerApiKeyCreated'];
export type ApiKeyRotated = components['schemas']['PartnerApiKeyRotated'];
export type ApiKeyKind = IPartnerApiKey['kind'];

/** Live keys a partner may hold at once. */
export const maxLiveKeys = 20;
const prefixes: Record<ApiKeyKind, string> = { publishable: 'pk_live_', secret: 'sk_live_' };
// Touching last_used_at on every call would turn reads into writes; a coarse stamp suffices.
const touchEveryMs = 5 * 60_000;
// Origins of live publishable keys, for CORS preflights (which carry no key); seconds stale at most.
const originsTtlMs = 30_000;

export const looksLikeKey = (token: string, kind: ApiKeyKind) =>
  token.startsWith(prefixes[kind]) && token.length === prefixes[kind].length + 43;

export function apiKeyDto(key: IPartnerApiKey): ApiKeyDto {
  return {
    id: key.id,
    kind: key.kind,
    name: key.name,
    prefix: `${key.prefix}…`,
    allowedOrigins: key.allowedOrigins,
    createdAt: key.createdAt.toISOString(),
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    revokedAt: key.revokedAt?.toISOString() ?? null,
  };
}

/** The allowed origins of a publishable key, normalised; refused unless every one is an origin. */
function originsFor(kind: ApiKeyKind, given: readonly string[] | undefined): string[] {
  if (kind === 'secret') {
    if (given && given.length > 0) {
      throw fail('publishable_key_origins_required', {
        detail: {
          fr: 'Une clé secrète ne se sert pas d’un navigateur : pas d’origines.',
          en: 'A secret key is never used from a browser: no origins.',
        },
      });
    }
    return [];
  }
  if (!given || given.length === 0) {
    throw fail('publishable_key_origins_required', {
      detail: {
        fr: 'Nommez les origines (https://votre-site.example) des pages qui utiliseront la clé.',
        en: 'Name the origins (https://your-site.example) of the pages that will use the key.',
      },
    });
  }
  const errors = given.flatMap((origin, i) =>
    normaliseOrigin(origin)
      ? []
      : [
          {
            pointer: `/allowedOrigins/${i}`,
            code: 'origin_invalid',
            message: {
              fr: 'Une origine est https://hôte[:port], sans chemin (http:// seulement pour localhost).',
              en: 'An origin is https://host[:port], with no path (http:// only for localhost).',
            },
          },
        ],
  );
  if (errors.length > 0) throw fail('origin_invalid', { errors });
  return [...new Set(given.map((o) => normaliseOrigin(o) as string))];
}

export interface ApiKeys {
  /** Makes a key in `em` (the caller flushes); its secret is in the answer only. */
  create(
    em: EntityManager,
    partnerId: string,
    input: { kind: ApiKeyKind; name: string; allowedOrigins?: string[] },
  ): Promise<ApiKeyCreated>;
  /** The same, in a transaction of its own. */
  createNow(partnerId: string, input: { kind: ApiKeyKind; name: string; allowedOrigins?: string[] }): Promise<ApiKeyCreated>;
  list(partnerId: string): Promise<ApiKeyDto[]>;
  revoke(partnerId: string, keyId: string): Promise<ApiKeyDto>;
  /**
   * A new key like this one (kind, name, origins) and this one revoked, in one transaction: an
   * admin's answer to a leak, so no grace period (see the operation's contract).
   */
  rotate(partnerId: string, keyId: string): Promise<ApiKeyRotated>;
  /** Replaces a live publishable key's allowed origins. */
  updateOrigins(partnerId: string, keyId: string, allowedOrigins: string[]): Promise<ApiKeyDto>;
  /** The live key a secret or publishable token is, or null. */
  resolve(token: string, kind: ApiKeyKind): Promise<IPartnerApiKey | null>;
  /** Whether a live publishable key allows this browser origin (CORS preflights). */
  isPartnerOrigin(origin: string): Promise<boolean>;
}

export function createApiKeys(orm: MikroORM): ApiKeys {
  let origins: { set: Set<string>; at: number } | null = null;
  const forgetOrigins = () => {
    origins = null;
  };

  const keys: ApiKeys = {
    async create(em, partnerId, input) {
      const allowedOrigins = originsFor(input.kind, input.allowedOrigins);
      const live = await em.count(PartnerApiKey, { partnerId, revokedAt: null });
      if (live >= maxLiveKeys) {
        throw fail('partner_limit_reached', {
          detail: {
            fr: `Au plus ${maxLiveKeys} clés actives : révoquez-en une.`,
            en: `At most ${maxLiveKeys} live keys: revoke one.`,
          },
        });
      }
      const secret = `${prefixes[input.kind]}${randomBytes(32).toString('base64url')}`;
      const key = em.create(PartnerApiKey, {
        id: newId('pak'),
        partnerId,
        kind: input.kind,
        name: input.name.trim(),
        prefix: secret.slice(0, prefixes[input.kind].length + 4),
        secretHash: hashToken(secret),
        allowedOrigins,
        createdAt: new Date(),
        lastUsedAt: null,
        revokedAt: null,
      });
      forgetOrigins();
      return { key: apiKeyDto(key), secret };
    },

    async createNow(partnerId, input) {
      return orm.em.fork().transactional(async (tx) => {
        // One key at a time per partner, so two racing requests cannot pass the limit together.
        await execute(tx, 'select id from partner where id = $1 for update', [partnerId]);
        const created = await keys.create(tx, partnerId, input);
        await tx.flush();
        return created;
      });
    },

    async list(partnerId) {
      const keys = await orm.em.fork().find(PartnerApiKey, { partnerId }, { orderBy: { id: 'desc' } });
      return keys.map(apiKeyDto);
    },

    async revoke(partnerId, keyId) {
      const em = orm.em.fork();
      const key = await em.findOne(PartnerApiKey, { id: keyId, partnerId });
      if (!key) throw fail('partner_api_key_not_found');
      key.revokedAt ??= new Date();
      await em.flush();
      forgetOrigins();
      return apiKeyDto(key);
    },

    async rotate(partnerId, keyId) {
      const rotated = await orm.em.fork().transactional(async (tx) => {
        // The same lock as createNow: the live-key count and this rotation do not interleave.
        await execute(tx, 'select id from partner where id = $1 for update', [partnerId]);
        const old = await tx.findOne(PartnerApiKey, { id: keyId, partnerId });
        if (!old) throw fail('partner_api_key_not_found');
        if (old.revokedAt) throw fail('partner_api_key_revoked');
        old.revokedAt = new Date();
        // Flushed first, so the new key does not count the old one as live.
        await tx.flush();
        const created = await keys.create(tx, partnerId, {
          kind: old.kind,
          name: old.name,
          ...(old.kind === 'publishable' ? { allowedOrigins: old.allowedOrigins } : {}),
        });
        await tx.flush();
        return { ...created, revoked: apiKeyDto(old) };
      });
      forgetOrigins();
      return rotated;
    },

    async updateOrigins(partnerId, keyId, given) {
      const em = orm.em.fork();
      const key = await em.findOne(PartnerApiKey, { id: keyId, partnerId });
      if (!key) throw fail('partner_api_key_not_found');
      if (key.revokedAt) throw fail('partner_api_key_revoked');
      key.allowedOrigins = originsFor(key.kind, given);
      await em.flush();
      forgetOrigins();
      return apiKeyDto(key);
    },

    async resolve(token, kind) {
      if (!looksLikeKey(token, kind)) return null;
      const em = orm.em.fork();
      const key = await em.findOne(PartnerApiKey, { secretHash: hashToken(token), kind, revokedAt: null });
      if (!key) return null;
      const now = new Date();
      if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() > touchEveryMs) {
        await em.nativeUpdate(PartnerApiKey, { id: key.id }, { lastUsedAt: now });
      }
      return key;
    },

    async isPartnerOrigin(origin) {
      if (!origins || Date.now() - origins.at > originsTtlMs) {
        const rows = await query<{ origin: string }>(
          orm.em.fork(),
          "select distinct unnest(allowed_origins) as origin from partner_api_key where kind = 'publishable' and revoked_at is null",
        );
        origins = { set: new Set(rows.map((r) => r.origin)), at: Date.now() };
      }
      return origins.set.has(origin);
    },
  };
  return keys;
}
