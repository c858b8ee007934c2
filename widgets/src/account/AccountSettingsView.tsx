import type { ReactNode } from 'react';
import type { RetryProps } from '../ui/query-state.ts';
import { useEntry } from '../ui/use-entry.ts';
import { AccountDetailsSection } from './AccountDetailsSection.tsx';
import { AvatarSection } from './AvatarSection.tsx';
import type { User } from './account-types.ts';
import { DeleteAccountSection } from './DeleteAccountSection.tsx';
import { PasswordSection } from './PasswordSection.tsx';
import type { AccountPart } from './parts.ts';
import { SettingsPage, type SettingsSaveProps, type SettingsStatus } from './SettingsPage.tsx';
import { accountTexts } from './texts.ts';

export type AccountSettingsStatus = SettingsStatus;

export interface AccountSettingsViewProps extends RetryProps, SettingsSaveProps<User> {
  status: AccountSettingsStatus;
  /** The signed-in user (`users.getMe`), when `status` is `ready`. */
  user?: User | undefined;
  /** Once the account is deleted, before the session is cleared (leave the private page here). */
  onDeleted?: () => unknown;
  /** More sections, shown before the account deletion (e.g. the cleaner's profile, passkeys). */
  children?: ReactNode | ((user: User) => ReactNode);
}

/**
 * The account settings for a user you give: name and email, picture, password, then your
 * sections, and the account deletion last. Each section saves on its own.
 */
export function AccountSettingsView(props: AccountSettingsViewProps) {
  const { status, user, onSaved, onError, onDeleted, children, headingLevel = 2, className } = props;
  const { t, part } = useEntry<AccountPart>(accountTexts);
  const retry = { error: props.error, onRetry: props.onRetry, retrying: props.retrying };
  return (
    <SettingsPage status={status} data={user} loadingLabel={t('loading')} {...retry}>
      {(ready) => {
        const common = { user: ready, onSaved, onError, headingLevel };
        return (
          <div {...part('settings', { className })}>
            <AccountDetailsSection {...common} />
            <AvatarSection {...common} />
            <PasswordSection {...common} />
            {typeof children === 'function' ? children(ready) : children}
            <DeleteAccountSection onDeleted={onDeleted} onError={onError} headingLevel={headingLevel} />
          </div>
        );
      }}
    </SettingsPage>
  );
}
