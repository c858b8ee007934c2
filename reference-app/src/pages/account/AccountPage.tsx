import type { User } from '@propre/widgets/provider';
import { Button, Card } from '@propre/widgets/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAppTranslation } from '../../i18n/use-app-translation.ts';
import { useBrandName, useShell } from '../../shell/shell-context.ts';
import { useDocumentTitle } from '../../shell/use-document-title.ts';
import { useLogout } from '../../shell/use-logout.ts';

/**
 * /profile for now: who is signed in, and the logout button. The profile and account settings
 * of the spec (email, password, bio, rates, payment, deletion) are later issues; the page says so.
 */
export function AccountPage() {
  const { t } = useAppTranslation('landing');
  const { user } = useShell();
  const brandName = useBrandName();
  useDocumentTitle(t('account.title'));
  if (!user) return null;
  return (
    <div className="app-page">
      <header className="app-page-header">
        <h1 className="app-page-title">{t('account.title')}</h1>
        <p className="app-page-lead">{t('account.lead', { brand: brandName })}</p>
      </header>
      <Card padding="lg" className="app-account-card">
        <AccountDetails user={user} />
        <LogoutButton label={t('account.logout')} />
      </Card>
      <p className="app-coming">
        {t('account.coming')}{' '}
        <Link to="/cleaners" className="app-text-link">
          {t('notFound.search')}
        </Link>
      </p>
    </div>
  );
}

export function AccountDetails({ user }: { user: User }) {
  const { t } = useAppTranslation('landing');
  const { language } = useShell();
  const since = new Intl.DateTimeFormat(language === 'fr' ? 'fr-CA' : 'en-CA', {
    dateStyle: 'long',
    timeZone: 'America/Toronto',
  }).format(new Date(user.createdAt));
  const rows: [string, string][] = [
    [t('account.name'), user.name],
    [t('account.email'), user.email],
    [t('account.username'), user.username],
    [t('account.role'), t(`account.roles.${user.role ?? 'none'}`)],
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
