import { type EntityManager, type MikroORM, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import type { components } from '@propre/openapi/types';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { execute, query } from '../../db/sql.ts';
import { newId } from '../../lib/ids.ts';
import { errorsOf } from '../../plugins/errors/app-error.ts';
import { type IUser, User } from './accounts.entities.ts';
import { suspended } from './accounts.service.ts';
import { type IPasskey, Passkey, PasskeyChallenge, type PasskeyChallengePurpose } from './passkeys.entities.ts';
import { passkeyErrors } from './passkeys.errors.ts';
import type { IssuedSession, SessionStore } from './sessions.ts';

const fail = errorsOf(passkeyErrors);

type Schemas = components['schemas'];
export type PasskeyDto = Schemas['Passkey'];
export type PasskeyRegistrationOptions = Schemas['PasskeyRegistrationOptions'];
export type PasskeyLoginOptions = Schemas['PasskeyLoginOptions'];
export type PasskeyRegistrationInput = Schemas['PasskeyRegistrationRequest'];
export type PasskeyLoginInput = Schemas['PasskeyLoginRequest'];

/** How long a browser has to answer a challenge; also the ceremony timeout the options announce. */
export const passkeyChallengeLifetimeMs = 5 * 60_000;
// Expired challenges are kept a while so a late answer hears "expired" rather than "invalid".
const keepExpiredChallengesMs = 60 * 60_000;
const defaultNames = { fr: 'Clé d’accès', en: 'Passkey' } as const;
// Named rather than left to the library, whose default adds ML-DSA where Node has it (still experimental there).
/**
 * COSE algorithm ids (IANA registry): EdDSA, ES256, RS256. Written out so the WebAuthn library
 * loads with the first passkey ceremony, not at start (a second `./script/start` has 3 s).
 */
const supportedAlgorithmIDs = [-8, -7, -257];
const webauthn = () => import('@simplewebauthn/server');

/** Who the passkeys are for: the site's domain (rpId), its name, and the origins pages are served from. */
export interface RelyingParty {
  rpId: string;
  rpName: string;
  origins: readonly string[];
}

/** Each ceremony runs for the relying party of the site the request came through (one per brand host). */
export interface PasskeysService {
  registrationOptions(user: IUser, rp: RelyingParty): Promise<PasskeyRegistrationOptions>;
  finishRegistration(user: IUser, input: PasskeyRegistrationInput, rp: RelyingParty): Promise<IPasskey>;
  list(user: IUser): Promise<IPasskey[]>;
  remove(user: IUser, passkeyId: string): Promise<void>;
  loginOptions(rp: RelyingParty): Promise<PasskeyLoginOptions>;
  finishLogin(input: PasskeyLoginInput, rp: RelyingParty): Promise<{ user: IUser } & IssuedSession>;
}

type SpentChallenge = { state: 'valid'; challenge: string } | { state: 'expired' | 'invalid' };

export function createPasskeysService(deps: { orm: MikroORM; sessions: SessionStore }): PasskeysService {
  const { orm, sessions } = deps;

  async function saveChallenge(em: EntityManager, challenge: string, purpose: PasskeyChallengePurpose, user: IUser | null) {
    const now = new Date();
    // Bounded housekeeping on the way: challenges nobody answered do not pile up.
    await execute(
      em,
      'delete from passkey_challenge where id in (select id from passkey_challenge where expires_at < $1 limit 100)',
      [new Date(now.getTime() - keepExpiredChallengesMs)],
    );
    const row = em.create(PasskeyChallenge, {
      id: newId('pkc'),
      user: user ? em.getReference(User, user.id) : null,
      challenge,
      purpose,
      createdAt: now,
      expiresAt: new Date(now.getTime() + passkeyChallengeLifetimeMs),
      usedAt: null,
    });
    await em.flush();
    return row;
  }

  /**
   * Marks the challenge used in the same statement that finds it, so of two answers racing
   * with one challenge only one gets it. Spent even when it turns out to be expired.
   */
  async function spendChallenge(
    em: EntityManager,
    where: { id: string } | { challenge: string; userId: string },
    purpose: PasskeyChallengePurpose,
  ): Promise<SpentChallenge> {
    const now = new Date();
    const [condition, values] =
      'id' in where ? ['id = $3', [where.id]] : ['challenge = $3 and user_id = $4', [where.challenge, where.userId]];
    const rows = await query<{ challenge: string; expires_at: Date | string }>(
      em,
      `update passkey_challenge set used_at = $1 where purpose = $2 and ${condition} and used_at is null returning challenge, expires_at`,
      [now, purpose, ...values],
    );
    const row = rows[0];
    if (!row) return { state: 'invalid' };
    if (new Date(row.expires_at).getTime() <= now.getTime()) return { state: 'expired' };
    return { state: 'valid', challenge: row.challenge };
  }

  const expired = () =>
    fail('passkey_challenge_expired', {
      detail: {
        fr: 'La demande a expiré. Recommencez depuis le début.',
        en: 'The request expired. Start again from the beginning.',
      },
    });
  const registrationInvalid = (cause?: unknown) =>
    fail('passkey_registration_invalid', {
      detail: {
        fr: 'Cette clé d’accès n’a pas pu être vérifiée. Recommencez depuis le début.',
        en: 'This passkey could not be verified. Start again from the beginning.',
      },
      cause,
    });
  const loginInvalid = (cause?: unknown) =>
    fail('passkey_invalid', {
      detail: {
        fr: 'Cette clé d’accès ne permet pas de vous connecter. Recommencez ou utilisez votre mot de passe.',
        en: 'This passkey cannot sign you in. Try again or use your password.',
      },
      cause,
    });

  return {
    async registrationOptions(user, { rpId, rpName }) {
      const em = orm.em.fork();
      const existing = await em.find(Passkey, { user: user.id }, { orderBy: { createdAt: 'asc', id: 'asc' } });
      const { generateRegistrationOptions } = await webauthn();
      const options = await generateRegistrationOptions({
        rpName,
        rpID: rpId,
        userName: user.email,
        userDisplayName: user.fullName,
        userID: userHandleBytes(user.id),
        timeout: passkeyChallengeLifetimeMs,
        attestationType: 'none',
        excludeCredentials: existing.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
        supportedAlgorithmIDs,
      });
      await saveChallenge(em, options.challenge, 'registration', user);
      return options as PasskeyRegistrationOptions;
    },

    async finishRegistration(user, input, { rpId, origins }) {
      const em = orm.em.fork();
      // The challenge is found by its value in clientDataJSON, among this user's registrations only.
      const found: { spent: SpentChallenge; storeFailure?: unknown } = { spent: { state: 'invalid' } };
      const { verifyRegistrationResponse } = await webauthn();
      let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
      try {
        verification = await verifyRegistrationResponse({
          response: input.response as RegistrationResponseJSON,
          expectedChallenge: async (challenge) => {
            try {
              found.spent = await spendChallenge(em, { challenge, userId: user.id }, 'registration');
            } catch (error) {
              found.storeFailure = error;
              throw error;
            }
            return found.spent.state === 'valid';
          },
          expectedOrigin: [...origins],
          expectedRPID: rpId,
          requireUserPresence: true,
          requireUserVerification: true,
          supportedAlgorithmIDs,
        });
      } catch (error) {
        // A database failure is ours (500), not a fault of the answer.
        if (found.storeFailure !== undefined) throw found.storeFailure;
        throw found.spent.state === 'expired' ? expired() : registrationInvalid(error);
      }
      if (!verification.verified) throw registrationInvalid();
      const info = verification.registrationInfo;
      if (info.credential.id !== input.response.id) throw registrationInvalid(new Error('credential id mismatch'));
      const passkey = em.create(Passkey, {
        id: newId('pky'),
        user: em.getReference(User, user.id),
        credentialId: info.credential.id,
        publicKey: Buffer.from(info.credential.publicKey),
        counter: info.credential.counter,
        transports: (info.credential.transports ?? []).filter((t) => typeof t === 'string' && t.length <= 32),
        deviceType: info.credentialDeviceType,
        backedUp: info.credentialBackedUp,
        aaguid: info.aaguid,
        name: input.name?.trim() || defaultNames[user.language],
        createdAt: new Date(),
        lastUsedAt: null,
      });
      try {
        await em.flush();
      } catch (error) {
        if (error instanceof UniqueConstraintViolationException) {
          throw fail('passkey_already_registered', {
            detail: { fr: 'Cette clé d’accès est déjà enregistrée.', en: 'This passkey is already registered.' },
          });
        }
        throw error;
      }
      return passkey;
    },

    async list(user) {
      return orm.em.fork().find(Passkey, { user: user.id }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    },

    async remove(user, passkeyId) {
      // Owner in the same filter: another account's passkey is as absent as a missing one.
      const removed = await orm.em.fork().nativeDelete(Passkey, { id: passkeyId, user: user.id });
      if (removed === 0) {
        throw fail('passkey_not_found', {
          detail: {
            fr: 'Aucune clé d’accès de ce compte ne porte cet identifiant.',
            en: 'No passkey of this account has this id.',
          },
        });
      }
    },

    async loginOptions({ rpId }) {
      const em = orm.em.fork();
      const { generateAuthenticationOptions } = await webauthn();
      const options = await generateAuthenticationOptions({
        rpID: rpId,
        allowCredentials: [],
        timeout: passkeyChallengeLifetimeMs,
        userVerification: 'preferred',
      });
      const row = await saveChallenge(em, options.challenge, 'login', null);
      return { challengeId: row.id, options: options as PasskeyLoginOptions['options'] };
    },

    async finishLogin(input, { rpId, origins }) {
      const em = orm.em.fork();
      // Spent first: whatever happens next, this challenge answers once.
      const spent = await spendChallenge(em, { id: input.challengeId }, 'login');
      if (spent.state !== 'valid') {
        throw spent.state === 'expired' ? expired() : loginInvalid(new Error('unknown or spent challenge'));
      }
      const passkey = await em.findOne(Passkey, { credentialId: input.response.id }, { populate: ['user'] });
      const user = passkey?.user.getEntity();
      if (!passkey || !user || user.deletedAt) throw loginInvalid(new Error('unknown credential or deleted account'));
      const { userHandle } = input.response.response;
      if (userHandle !== undefined && userHandle !== Buffer.from(user.id, 'utf8').toString('base64url')) {
        throw loginInvalid(new Error('user handle mismatch'));
      }
      const { verifyAuthenticationResponse } = await webauthn();
      let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
      try {
        verification = await verifyAuthenticationResponse({
          response: input.response as AuthenticationResponseJSON,
          expectedChallenge: spent.challenge,
          expectedOrigin: [...origins],
          expectedRPID: rpId,
          credential: {
            id: passkey.credentialId,
            publicKey: new Uint8Array(passkey.publicKey),
            counter: passkey.counter,
            transports: passkey.transports,
          },
          requireUserVerification: true,
        });
      } catch (error) {
        throw loginInvalid(error);
      }
      if (!verification.verified) throw loginInvalid(new Error('bad signature'));
      if (user.suspendedAt) throw suspended();
      const info = verification.authenticationInfo;
      // Conditional on the counter read above: of two sign-ins racing with one passkey, one wins.
      const updated = await em.nativeUpdate(
        Passkey,
        { id: passkey.id, counter: passkey.counter },
        {
          counter: info.newCounter,
          lastUsedAt: new Date(),
          deviceType: info.credentialDeviceType,
          backedUp: info.credentialBackedUp,
        },
      );
      if (updated !== 1) throw loginInvalid(new Error('concurrent use of the credential'));
      const issued = sessions.issue(em, user, input.rememberMe === true);
      await em.flush();
      return { user, ...issued };
    },
  };
}

/** The WebAuthn user handle: the account id's bytes (no personal data), the same for every passkey of the account. */
function userHandleBytes(userId: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(userId);
}

export function toPasskeyDto(passkey: IPasskey): PasskeyDto {
  return {
    id: passkey.id,
    name: passkey.name,
    createdAt: passkey.createdAt.toISOString(),
    lastUsedAt: passkey.lastUsedAt ? passkey.lastUsedAt.toISOString() : null,
    deviceType: passkey.deviceType,
    backedUp: passkey.backedUp,
  };
}
