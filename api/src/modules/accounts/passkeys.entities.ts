import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { User } from './accounts.entities.ts';

export const passkeyDeviceTypes = ['singleDevice', 'multiDevice'] as const;
export const passkeyChallengePurposes = ['registration', 'login'] as const;
export type PasskeyChallengePurpose = (typeof passkeyChallengePurposes)[number];

/** A WebAuthn credential registered to an account: its public key signs the account in. */
export const Passkey = defineEntity({
  name: 'Passkey',
  tableName: 'passkey',
  properties: {
    id: p.string().primary(),
    user: p.manyToOne(User).ref(),
    /** The credential id, base64url (unpadded), as authenticators send it back. */
    credentialId: p.string().unique(),
    /** The COSE-encoded public key. */
    publicKey: p.blob(),
    /** The authenticator's signature counter at the last sign-in (0 when it keeps none). */
    counter: p.bigint('number'),
    transports: p.array(),
    deviceType: p.enum(passkeyDeviceTypes),
    backedUp: p.boolean(),
    aaguid: p.string(),
    name: p.string(),
    createdAt: p.datetime(),
    lastUsedAt: p.datetime().nullable(),
  },
});
export type IPasskey = InferEntity<typeof Passkey>;

/**
 * A challenge handed to a browser, kept server-side (several API instances share it) and spent
 * by the first answer that names it. Registration challenges belong to the signed-in user;
 * sign-in challenges to nobody yet.
 */
export const PasskeyChallenge = defineEntity({
  name: 'PasskeyChallenge',
  tableName: 'passkey_challenge',
  properties: {
    id: p.string().primary(),
    user: p.manyToOne(User).ref().nullable(),
    challenge: p.string().unique(),
    purpose: p.enum(passkeyChallengePurposes),
    createdAt: p.datetime(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
  },
});
export type IPasskeyChallenge = InferEntity<typeof PasskeyChallenge>;
