import '@propre/widgets/login/styles.css';
import '@propre/widgets/auth/styles.css';
import '@propre/widgets/properties/styles.css';
import '@propre/widgets/account/styles.css';
import { AccountSettings, CleanerSettings, SecuritySection } from '@propre/widgets/account';
import { PasskeySettings } from '@propre/widgets/auth';
import { useCallback } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAppTranslation } from '../../i18n/use-app-translation.ts';
import { storageKeys, writeStored } from '../../prefs/prefs.ts';
import { useBrandName, useShell } from '../../shell/shell-context.ts';
import { useDocumentTitle } from '../../shell/use-document-title.ts';
import './account.css';

export { AccountDetails, LogoutButton } from './AccountDetails.tsx';

/**
 * /profile: the account settings of everyone (name and email, picture, password, passkeys,
 * deletion) and, for a cleaner, the profile clients see (presentation, rates, cities and
 * services, pets, experience). Each section saves on its own.
 */
export function AccountPage() {
  const { t } = useAppTranslation('pages');
  const { user } = useShell();
  const brandName = useBrandName();
  const navigate = useNavigate();
  useDocumentTitle(t('account.title'));
  // Home first, then the session goes (the widget clears it): the guard must not keep /profile
  // as the place to come back to after a sign-in that can no longer happen. `flushSync`: the
  // router otherwise renders the new location in a transition, which can still be pending when
  // the widget clears the session; that urgent render then ran the guard on /profile, signed
  // out, and sent the person to /login instead of home (seen under load in CI).
  const leave = useCallback(async () => {
    writeStored(storageKeys.returnPath, null, 'session');
    await navigate('/', { replace: true, flushSync: true });
  }, [navigate]);
  if (!user) return null;
  return (
    <div className="app-page app-profile">
      <header className="app-page-header">
        <h1 className="app-page-title">{t('account.title')}</h1>
        <p className="app-page-lead">{t('account.lead', { brand: brandName })}</p>
      </header>
      <AccountSettings onDeleted={leave}>
        {(me) => (
          <>
            {me.role === 'cleaner' && (
              <>
                <CleanerSettings />
                <p>
                  <Link to="/profile/gallery">{t('workGallery.link')}</Link>
                </p>
              </>
            )}
            <SecuritySection>
              {/* The section's heading says it; the widget's own would repeat it. */}
              <PasskeySettings title={false} />
            </SecuritySection>
          </>
        )}
      </AccountSettings>
    </div>
  );
}
