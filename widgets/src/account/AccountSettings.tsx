import { users } from '@propre/sdk/query';
import { useQuery } from '@tanstack/react-query';
import { usePropre } from '../context/hooks.ts';
import { retryProps } from '../ui/query-state.ts';
import { AccountSettingsView, type AccountSettingsViewProps } from './AccountSettingsView.tsx';
import type { User } from './account-types.ts';

export type AccountSettingsProps = Omit<AccountSettingsViewProps, 'status' | 'user' | 'error' | 'onRetry' | 'retrying'>;

/**
 * The account settings of the signed-in person (users.getMe): name and email, picture,
 * password, then any sections the host adds, and the account deletion last.
 */
export function AccountSettings(props: AccountSettingsProps) {
  const { client } = usePropre();
  const me = useQuery(users.getMe(client));
  return (
    <AccountSettingsView
      {...props}
      status={me.isPending ? 'loading' : me.isError ? 'error' : 'ready'}
      user={me.data as User | undefined}
      {...retryProps(me)}
    />
  );
}
