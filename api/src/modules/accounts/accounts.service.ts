import { randomInt } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import { type EntityManager, type MikroORM, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import type { components } from '@propre/openapi/types';
import { query } from '../../db/sql.ts';
import { newId } from '../../lib/ids.ts';
import { errorsOf } from '../../plugins/errors/app-error.ts';
import { commonFail } from '../../plugins/errors/common.errors.ts';
import { type IUser, type Role, User } from './accounts.entities.ts';
import { accountErrors } from './accounts.errors.ts';
import { Passkey } from './passkeys.entities.ts';
import { forgetResetLinks } from './password-reset.ts';
import { hashPassword, isTooCommon, unusablePasswordHash, verifyPassword } from './passwords.ts';
import type { PersonalDataEraser } from './personal-data.ts';
import type { IssuedSession, SessionStore } from './sessions.ts';
import { currentTermsVersion } from './terms.ts';

const fail = errorsOf(accountErrors);

type Schemas = components['schemas'];
export type SignupInput = Schemas['SignupRequest'];
export type LoginInput = Schemas['LoginRequest'];
export type UserPatch = Schemas['UserPatch'];

export interface NewUser {
  username: string;
  email: string;
  password: string;
  fullName: string;
  role: Role | null;
  gender: IUser['gender'];
  language?: IUser['language'];
  referredBy?: IUser | null;
  location?: { city: string; province: string } | null;
}

export const deletionWords = ['SUPPRIMER', 'DELETE'] as const;
const referralAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export interface AccountsService {
  signup(input: SignupInput): Promise<{ user: IUser } & IssuedSession>;
  login(input: LoginInput): Promise<{ user: IUser } & IssuedSession>;
  /**
   * What sign-in failures are counted against: the account the email or username names (so
   * both count together), or the identifier itself when it names no account.
   */
  loginAccountKey(input: Pick<LoginInput, 'email' | 'username'>): Promise<string | undefined>;
  /** Creates an account without signing it in (seed data, admin tooling). */
  createUser(em: EntityManager, data: NewUser): Promise<IUser>;
  selectRole(user: IUser, role: 'client' | 'cleaner'): Promise<IUser>;
  updateMe(user: IUser, sessionId: string, patch: UserPatch): Promise<IUser>;
  /** Erases the account everywhere (see personal-data.ts); answers the stored files to delete. */
  deleteMe(user: IUser, input: { currentPassword: string; confirmation: string }): Promise<string[]>;
  setAvatarKey(userId: string, key: string | null): Promise<{ user: IUser; previousKey: string | null }>;
}

/** Told, in the transaction that sets it, when an account that signed up with a referral code has a role. */
export interface ReferralListener {
  accountReferred(tx: EntityManager, user: IUser): Promise<void>;
}

export function createAccountsService(deps: {
  orm: MikroORM;
  sessions: SessionStore;
  erasers?: readonly PersonalDataEraser[];
  /** The referrals area: the reward a referral earns depends on the role, known now or later. */
  referrals?: ReferralListener;
}): AccountsService {
  const { orm, sessions, erasers = [], referrals } = deps;
  let dummyHash: Promise<string> | undefined;
  const timingDummy = () => {
    dummyHash ??= hashPassword('propre-timing-equaliser');
    return dummyHash;
  };

  async function createUser(em: EntityManager, data: NewUser): Promise<IUser> {
    const now = new Date();
    const user = em.create(User, {
      id: newId('usr'),
      username: data.username,
      email: data.email.toLowerCase(),
      passwordHash: await hashPassword(data.password),
      fullName: data.fullName.trim(),
      role: data.role,
      gender: data.gender,
      language: data.language ?? 'fr',
      emailFrequency: 'instant',
      avatarKey: null,
      locationCity: data.location?.city ?? null,
      locationProvince: data.location?.province ?? null,
      referralCode: newReferralCode(),
      referredById: data.referredBy?.id ?? null,
      termsVersion: currentTermsVersion,
      termsLanguage: data.language ?? 'fr',
      termsAcceptedAt: now,
      createdAt: now,
      updatedAt: now,
      passwordChangedAt: now,
      deletedAt: null,
      suspendedAt: null,
      suspensionReason: null,
    });
    return user;
  }

  return {
    createUser,

    async signup(input) {
      if (input.termsVersion !== currentTermsVersion) {
        throw fail('terms_version_outdated', {
          detail: {
            fr: `La version en vigueur des conditions est ${currentTermsVersion}.`,
            en: `The current terms version is ${currentTermsVersion}.`,
          },
        });
      }
      rejectCommonPassword(input.password, [input.username, input.email]);
      const em = orm.em.fork();
      let referredBy: IUser | null = null;
      if (input.referralCode !== undefined) {
        referredBy = await em.findOne(User, { referralCode: input.referralCode.trim().toUpperCase(), deletedAt: null });
        if (!referredBy) {
          throw fail('invalid_referral_code', {
            detail: { fr: 'Aucun compte n’a ce code de parrainage.', en: 'No account has this referral code.' },
          });
        }
      }
      return translateUniqueViolation(() =>
        em.transactional(async (tx) => {
          const user = await createUser(tx, {
            username: input.username,
            email: input.email,
            password: input.password,
            fullName: input.name,
            role: input.role ?? null,
            gender: input.gender,
            language: input.language ?? 'fr',
            referredBy,
          });
          if (referredBy && user.role) await referrals?.accountReferred(tx, user);
          // Sign-up always opens a session-only session; "remember me" is a sign-in choice.
          const issued = sessions.issue(tx, user, false);
          await tx.flush();
          return { user, ...issued };
        }),
      );
    },

    async loginAccountKey(input) {
      const identifier = (input.email ?? input.username ?? '').trim();
      if (!identifier) return undefined;
      const rows = await query<{ id: string }>(
        orm.em.fork(),
        'select id from app_user where (email = $1 or username = $2) and deleted_at is null limit 1',
        [identifier.toLowerCase(), identifier],
      );
      return rows[0] ? `user:${rows[0].id}` : `identifier:${identifier.toLowerCase()}`;
    },

    async login(input) {
      const identifier = (input.email ?? input.username ?? '').trim();
      if (!identifier) {
        throw commonFail('validation_failed', {
          detail: { fr: 'Entrez un courriel ou un nom d’utilisateur.', en: 'Enter an email or a username.' },
          errors: [
            { pointer: '/body/email', code: 'required', message: { fr: 'Ce champ est requis', en: 'This field is required' } },
          ],
        });
      }
      const em = orm.em.fork();
      const user = await em.findOne(User, {
        $or: [{ email: identifier.toLowerCase() }, { username: identifier }],
        deletedAt: null,
      });
      const valid = user
        ? await verifyPassword(user.passwordHash, input.password)
        : await verifyPassword(await timingDummy(), input.password).then(() => false);
      if (!user || !valid) {
        throw fail('invalid_credentials', {
          detail: { fr: 'Courriel, nom d’utilisateur ou mot de passe incorrect.', en: 'Wrong email, username or password.' },
        });
      }
      // Only after the password is checked, so a stranger learns nothing about the account.
      if (user.suspendedAt) throw suspended();
      const issued = sessions.issue(em, user, input.rememberMe === true);
      await em.flush();
      return { user, ...issued };
    },

    async selectRole(current, role) {
      return orm.em.fork().transactional(async (tx) => {
        // Locked: two role choices at once must not both pass the "no role yet" check.
        const user = await tx.findOneOrFail(User, { id: current.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (user.role) {
          throw fail('role_already_selected', {
            detail: { fr: 'Ce compte a déjà un rôle.', en: 'This account already has a role.' },
          });
        }
        user.role = role;
        user.updatedAt = new Date();
        await tx.flush();
        if (user.referredById) await referrals?.accountReferred(tx, user);
        return user;
      });
    },

    async updateMe(current, sessionId, patch) {
      const em = orm.em.fork();
      const user = await em.findOneOrFail(User, { id: current.id });
      if (patch.email !== undefined || patch.password !== undefined) {
        if (!patch.currentPassword) {
          throw fail('current_password_required', {
            detail: {
              fr: 'Entrez votre mot de passe actuel pour changer le courriel ou le mot de passe.',
              en: 'Enter your current password to change the email or password.',
            },
          });
        }
        if (!(await verifyPassword(user.passwordHash, patch.currentPassword))) {
          throw fail('current_password_incorrect');
        }
      }
      const now = new Date();
      if (patch.name !== undefined) user.fullName = patch.name.trim();
      if (patch.language !== undefined) user.language = patch.language;
      if (patch.emailFrequency !== undefined) user.emailFrequency = patch.emailFrequency;
      if (patch.gender !== undefined) user.gender = patch.gender;
      if (patch.location !== undefined) {
        user.locationCity = patch.location?.city.trim() ?? null;
        user.locationProvince = patch.location?.province ?? null;
      }
      if (patch.email !== undefined) user.email = patch.email.toLowerCase();
      if (patch.password !== undefined) {
        rejectCommonPassword(patch.password, [user.username, user.email]);
        user.passwordHash = await hashPassword(patch.password);
        user.passwordChangedAt = now;
      }
      user.updatedAt = now;
      return translateUniqueViolation(() =>
        em.transactional(async (tx) => {
          await tx.flush();
          if (patch.password !== undefined || patch.email !== undefined) await forgetResetLinks(tx, user.id);
          if (patch.password !== undefined) await sessions.revokeAllBut(tx, user.id, sessionId);
          return user;
        }),
      );
    },

    async deleteMe(current, input) {
      if (!(deletionWords as readonly string[]).includes(input.confirmation.trim())) {
        throw fail('confirmation_mismatch', {
          detail: { fr: 'Tapez SUPPRIMER pour confirmer.', en: 'Type DELETE to confirm.' },
        });
      }
      const em = orm.em.fork();
      const user = await em.findOneOrFail(User, { id: current.id });
      if (!(await verifyPassword(user.passwordHash, input.currentPassword))) throw fail('current_password_incorrect');
      const avatarKey = user.avatarKey ?? null;
      const now = new Date();
      // The row stays (bookings, reviews and the ledger point at it) but says nothing about the person.
      user.username = `deleted-${user.id}`;
      user.email = `deleted+${user.id}@invalid.propre.ca`;
      user.fullName = 'Compte supprimé';
      user.passwordHash = unusablePasswordHash();
      user.avatarKey = null;
      user.locationCity = null;
      user.locationProvince = null;
      user.referralCode = null;
      user.gender = 'prefer_not_to_say';
      user.deletedAt = now;
      user.updatedAt = now;
      return em.transactional(async (tx) => {
        // The account's row first, as a booking being made with it locks it: none slips in after the count.
        await query(tx, 'select id from app_user where id = $1 for update', [user.id]);
        const [open] = await query<{ count: number }>(
          tx,
          `select count(*)::int as count from booking
            where (client_id = $1 or cleaner_id = $1) and status in ('pending', 'confirmed', 'in_progress')`,
          [user.id],
        );
        if (open && open.count > 0) throw openBookings(open.count);
        await tx.flush();
        await sessions.revokeAllBut(tx, user.id, null);
        // Passkeys name the person's devices; they go with the account.
        await tx.nativeDelete(Passkey, { user: user.id });
        const files = avatarKey ? [avatarKey] : [];
        for (const eraser of erasers) files.push(...(await eraser.erase(tx, user.id)));
        return files;
      });
    },

    async setAvatarKey(userId, key) {
      const em = orm.em.fork();
      const user = await em.findOneOrFail(User, { id: userId });
      const previousKey = user.avatarKey ?? null;
      user.avatarKey = key;
      user.updatedAt = new Date();
      await em.flush();
      return { user, previousKey };
    },
  };
}

/**
 * Deletion refused while bookings are open: the other person counts on them (a cleaner on the
 * way, a client's deposit). Cancelled or declined first, each with the refund its rules give.
 */
const openBookings = (count: number) =>
  fail('account_has_open_bookings', {
    detail: {
      fr:
        count === 1
          ? 'Votre compte a encore une réservation en attente ou à venir. Annulez-la ou refusez-la d’abord, puis supprimez votre compte.'
          : `Votre compte a encore ${count} réservations en attente ou à venir. Annulez-les ou refusez-les d’abord, puis supprimez votre compte.`,
      en: `Your account still has ${count === 1 ? 'one booking' : `${count} bookings`} pending or to come. Cancel or decline ${count === 1 ? 'it' : 'them'} first, then delete your account.`,
    },
  });

/** Sign-in refused to a suspended account, with a code the app can explain. */
export const suspended = () =>
  fail('account_suspended', {
    detail: {
      fr: 'Ce compte est suspendu. Écrivez au soutien pour en savoir plus.',
      en: 'This account is suspended. Write to support to learn more.',
    },
  });

function rejectCommonPassword(password: string, personal: string[]): void {
  if (isTooCommon(password, personal)) {
    throw fail('password_too_common', {
      detail: {
        fr: 'Ce mot de passe est trop courant ou trop facile à deviner. Choisissez-en un autre.',
        en: 'This password is too common or too easy to guess. Choose another one.',
      },
    });
  }
}

async function translateUniqueViolation<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) {
      const constraint = String((error as { constraint?: string }).constraint ?? error.message);
      if (constraint.includes('username')) throw fail('username_taken');
      if (constraint.includes('email')) throw fail('email_taken');
    }
    throw error;
  }
}

function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < 8; i += 1) code += referralAlphabet[randomInt(referralAlphabet.length)];
  return code;
}
