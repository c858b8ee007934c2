import type { ReactNode } from 'react';
import { ErrorState } from '../ui/ProblemAlert.tsx';
import type { RetryProps } from '../ui/query-state.ts';
import { useEntry } from '../ui/use-entry.ts';
import { AccountDetailsSection } from './AccountDetailsSection.tsx';
import { AvatarSection } from './AvatarSection.tsx';
import type { User } from './account-types.ts';
import { DeleteAccountSection } from './DeleteAccountSection.tsx';
import { PasswordSection } from './PasswordSection.tsx';
import type { AccountPart } from './parts.ts';
import { SectionsSkeleton } from './SectionsSkeleton.tsx';
import { accountTexts } from './texts.ts';

export type AccountSettingsStatus = 'loading' | 'error' | 'ready';

export interface AccountSettingsViewProps extends RetryProps {
  status: AccountSettingsStatus;
  /** The signed-in user (`users.getMe`), when `status` is `ready`. */
  user?: User | undefined;
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
 * The account settings for a user you give: name and email, picture, password, then your
 * sections, and the account deletion last. Each section saves on its own.
 */
export function AccountSettingsView(props: AccountSettingsViewProps) {
  const { status, user, onSaved, onError, onDeleted, children, headingLevel = 2, className } = props;
  const { t, part } = useEntry<AccountPart>(accountTexts);
  if (status === 'loading' || (status === 'ready' && !user)) return <SectionsSkeleton label={t('loading')} count={3} />;
  if (status === 'error' || !user) {
    return <ErrorState error={props.error} onRetry={props.onRetry} retrying={props.retrying} />;
  }
  const common = { user, onSaved, onError, headingLevel };
  return (
    <div {...part('settings', { className })}>
      <AccountDetailsSection {...common} />
      <AvatarSection {...common} />
      <PasswordSection {...common} />
      {typeof children === 'function' ? children(user) : children}
      <DeleteAccountSection onDeleted={onDeleted} onError={onError} headingLevel={headingLevel} />
    </div>
  );
}
