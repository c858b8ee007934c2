import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { User } from './accounts.entities.ts';

/** A password reset link: valid one hour, usable once. */
export const PasswordReset = defineEntity({
  name: 'PasswordReset',
  tableName: 'password_reset',
  properties: {
    id: p.string().primary(),
    user: p.manyToOne(User).ref(),
    tokenHash: p.string().unique(),
    createdAt: p.datetime(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
  },
});
export type IPasswordReset = InferEntity<typeof PasswordReset>;
