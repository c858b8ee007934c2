import { users } from '@propre/sdk/query';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { usePropre } from '../context/hooks.ts';
import { accountNs } from '../i18n/bundles/account.ts';
import { useWidgetTranslation } from '../i18n/use-widget-translation.ts';
import { ErrorState } from '../ui/ProblemAlert.tsx';
import { AccountDetailsSection } from './AccountDetailsSection.tsx';
import { AvatarSection } from './AvatarSection.tsx';
import type { User } from './account-types.ts';
import { DeleteAccountSection } from './DeleteAccountSection.tsx';
import { PasswordSection } from './PasswordSection.tsx';
import { SectionsSkeleton } from './SectionsSkeleton.tsx';

export interface AccountSettingsProps {
  /** Every user the API saved, from any section. */
  onSaved?: (user: User) => void;
  onError?: (error: unknown) => void;
  /** Once the account is deleted, before the session is cleared (leave the private page here). */
  onDeleted?: () => unknown;
  /** More sections, shown before the account deletion (e.g. the cleaner's profile, passkeys). */
  children?: ReactNode | ((user: User) => ReactNode);
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * The account settings of the signed-in person (users.getMe): name and email, picture,
 * password, then any sections the host adds, and the account deletion last.
 */
export function AccountSettings({ onSaved, onError, onDeleted, children, headingLevel = 2, className }: AccountSettingsProps) {
  const { t } = useWidgetTranslation(accountNs, 'common');
  const { client } = usePropre();
  const me = useQuery(users.getMe(client));

  if (me.isPending) return <SectionsSkeleton label={t('loading')} count={3} />;
  if (me.isError) return <ErrorState error={me.error} onRetry={() => void me.refetch()} retrying={me.isFetching} />;
  const user = me.data as User;
  const common = { user, onSaved, onError, headingLevel };
  return (
    <div className={className ? `propre-settings ${className}` : 'propre-settings'} data-part="account-settings">
      <AccountDetailsSection {...common} />
      <AvatarSection {...common} />
      <PasswordSection {...common} />
      {typeof children === 'function' ? children(user) : children}
      <DeleteAccountSection onDeleted={onDeleted} onError={onError} headingLevel={headingLevel} />
    </div>
  );
}
