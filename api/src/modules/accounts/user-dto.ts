import type { components } from '@propre/openapi/types';
import type { IUser } from './accounts.entities.ts';

export type UserDto = components['schemas']['User'];

/** The account as its owner sees it; nothing here is another person's data. */
export function toUserDto(user: IUser): UserDto {
  return {
    id: user.id,
    username: user.username,
    name: user.fullName,
    email: user.email,
    role: user.role ?? null,
    gender: user.gender,
    language: user.language,
    emailFrequency: user.emailFrequency,
    profilePic: user.avatarKey ? `/api/users/${user.id}/avatar?v=${avatarVersion(user.avatarKey)}` : null,
    location:
      user.locationCity && user.locationProvince
        ? { city: user.locationCity, province: user.locationProvince as NonNullable<UserDto['location']>['province'] }
        : null,
    referralCode: user.referralCode ?? '',
    createdAt: user.createdAt.toISOString(),
  };
}

/** The stored file's own id, so the URL changes with each upload and can be cached for good. */
function avatarVersion(key: string): string {
  return (key.split('/').pop() ?? key).replace(/\.webp$/, '');
}
