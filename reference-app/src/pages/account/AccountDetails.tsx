import type { User } from '@propre/widgets/provider';
import { Button } from '@propre/widgets/ui';
import { useState } from 'react';
import { useAppTranslation } from '../../i18n/use-app-translation.ts';
import { useShell } from '../../shell/shell-context.ts';
import { useLogout } from '../../shell/use-logout.ts';

const genderContext: Record<User['gender'], string | undefined> = {
  female: 'female',
  male: undefined,
  other: 'neutral',
  prefer_not_to_say: 'neutral',
};

/** Who is signed in, as a list of terms (the admin page shows it). */
export function AccountDetails({ user }: { user: User }) {
  const { t } = useAppTranslation('pages');
  const { language } = useShell();
  const since = new Intl.DateTimeFormat(language === 'fr' ? 'fr-CA' : 'en-CA', {
    dateStyle: 'long',
    timeZone: 'America/Toronto',
  }).format(new Date(user.createdAt));
  const rows: [string, string][] = [
    [t('account.name'), user.name],
    [t('account.email'), user.email],
    [t('account.username'), user.username],
    // In the person's gender where they gave it, else a wording for everyone (« Nettoyeuse ou nettoyeur »).
    [t('account.role'), t(`account.roles.${user.role ?? 'none'}`, { context: genderContext[user.gender] })],
    [t('account.language'), t(`account.languages.${user.language}`)],
    [t('account.referralCode'), user.referralCode],
    [t('account.memberSince'), since],
  ];
  return (
    <dl className="app-details">
      {rows.map(([term, value]) => (
        <div key={term} className="app-details-row">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function LogoutButton({ label }: { label: string }) {
  const logout = useLogout();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="secondary"
      loading={busy}
      onClick={() => {
        setBusy(true);
        void logout().finally(() => setBusy(false));
      }}
    >
      {label}
    </Button>
  );
}
