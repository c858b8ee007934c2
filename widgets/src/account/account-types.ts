import type { components } from '@propre/sdk';
import type { SettingsSaveProps } from './SettingsPage.tsx';

export type User = components['schemas']['User'];
export type UserPatch = components['schemas']['UserPatch'];

/** What every account section takes: the signed-in user, and what to do with the saved one. */
export interface AccountSectionProps extends SettingsSaveProps<User> {
  user: User;
  successToast?: boolean;
}

export const nameBounds = { min: 2, max: 100 } as const;
export const emailBounds = { min: 6, max: 254 } as const;
/** users.uploadAvatar: JPEG, PNG or WebP up to 5 MB (x-max-body-bytes of the contract). */
export const avatarRules = { types: ['image/jpeg', 'image/png', 'image/webp'], maxBytes: 5 * 1024 * 1024 } as const;
