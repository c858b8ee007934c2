import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
// Brings the permission gate's types into every program that reads an account (see the end of this file).
import type {} from '../../plugins/auth/request-auth.ts';

export const roles = ['client', 'cleaner', 'admin'] as const;
export type Role = (typeof roles)[number];
export const genders = ['male', 'female', 'other', 'prefer_not_to_say'] as const;
export const languages = ['fr', 'en'] as const;
export type Language = (typeof languages)[number];
export const emailFrequencies = ['instant', 'daily', 'weekly', 'monthly'] as const;

/** An account. Deleted accounts stay as anonymised rows so records that point at them hold. */
export const User = defineEntity({
  name: 'User',
  tableName: 'app_user',
  properties: {
    id: p.string().primary(),
    username: p.string().columnType('citext').unique(),
    email: p.string().columnType('citext').unique(),
    passwordHash: p.string(),
    fullName: p.string(),
    role: p.enum(roles).nullable(),
    gender: p.enum(genders),
    language: p.enum(languages),
    emailFrequency: p.enum(emailFrequencies),
    avatarKey: p.string().nullable(),
    locationCity: p.string().nullable(),
    locationProvince: p.string().nullable(),
    referralCode: p.string().unique().nullable(),
    // A plain column rather than a self-relation: only the referrals area follows it.
    referredById: p.string().nullable(),
    termsVersion: p.string(),
    termsLanguage: p.enum(languages),
    termsAcceptedAt: p.datetime(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
    passwordChangedAt: p.datetime(),
    deletedAt: p.datetime().nullable(),
    /** Set by an admin: every session is revoked and sign-in refused (`account_suspended`) until reactivated. */
    suspendedAt: p.datetime().nullable(),
    suspensionReason: p.text().nullable(),
  },
});
export type IUser = InferEntity<typeof User>;

/** A signed-in session. Only the SHA-256 of its token is stored. */
export const Session = defineEntity({
  name: 'Session',
  tableName: 'session',
  properties: {
    id: p.string().primary(),
    user: p.manyToOne(User).ref(),
    tokenHash: p.string().unique(),
    csrfToken: p.string(),
    remember: p.boolean(),
    createdAt: p.datetime(),
    expiresAt: p.datetime(),
    lastUsedAt: p.datetime(),
    revokedAt: p.datetime().nullable(),
  },
});
export type ISession = InferEntity<typeof Session>;

// The permission gate (plugins/auth) knows a session's user only by id and role; handlers read
// the whole account the session query loaded, so this area widens the gate's types to its records.
declare module '../../plugins/auth/request-auth.ts' {
  interface SessionUser extends IUser {}
  interface SessionRecord extends Omit<ISession, 'user'> {}
}
