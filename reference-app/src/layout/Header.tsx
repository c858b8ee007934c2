import { BrandLogo, buttonClassName } from '@propre/widgets/ui';
import { Link, NavLink, useLocation } from 'react-router';
import { useAppTranslation } from '../i18n/use-app-translation.ts';
import { useBrandName, useShell } from '../shell/shell-context.ts';
import { AccountMenu } from './AccountMenu.tsx';
import { DeferredMenu } from './DeferredMenu.tsx';
import { ChevronIcon, MenuIcon } from './icons.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { becomeCleanerLinks, loggedOutLinks } from './nav-links.ts';
import { RequestsLink } from './RequestsLink.tsx';
import { ThemeMenu, ThemeMenuItems } from './ThemeMenu.tsx';

/** Spec §2 header: public links, the "become a cleaner" menu and login when signed out; the account menu when signed in. */
export function Header() {
  const { t } = useAppTranslation('header');
  const { user } = useShell();
  const brandName = useBrandName();
  // On the login page itself, the form is the call to action.
  const onLogin = useLocation().pathname === '/login';
  return (
    <header className="app-header">
      <div className="app-header-inner">
        <Link to="/" className="app-header-home" aria-label={t('home', { brand: brandName })}>
          <BrandLogo size={32} />
        </Link>
        {!user && (
          <nav className="app-header-nav" aria-label={t('nav.label')}>
            <ul className="app-header-links">
              {loggedOutLinks.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className="app-header-link">
                    {t(link.key)}
                  </NavLink>
                </li>
              ))}
              <li>
                <DeferredMenu
                  align="start"
                  label={t('becomeCleaner.trigger')}
                  trigger={
                    <button type="button" className="app-header-link app-header-menu-trigger">
                      {t('becomeCleaner.trigger')}
                      <ChevronIcon />
                    </button>
                  }
                  items={({ MenuItem }) =>
                    becomeCleanerLinks.map((link) => (
                      <MenuItem key={link.to} asChild>
                        <Link to={link.to}>{t(link.key)}</Link>
                      </MenuItem>
                    ))
                  }
                />
              </li>
            </ul>
          </nav>
        )}
        <div className="app-header-actions">
          <LanguageSwitch />
          <span className="app-wide-only">
            <ThemeMenu />
          </span>
          {user?.role === 'cleaner' && <RequestsLink />}
          {user ? (
            <AccountMenu user={user} />
          ) : (
            <>
              {!onLogin && (
                <Link to="/login" className={`${buttonClassName({ variant: 'primary' })} app-header-login`}>
                  {t('login')}
                </Link>
              )}
              <span className="app-narrow-only">
                <CompactMenu />
              </span>
            </>
          )}
        </div>
      </div>
    </header>
  );
}

/** Below the desktop width, the signed-out links and the theme choice fold into one menu. */
function CompactMenu() {
  const { t } = useAppTranslation('header');
  return (
    <DeferredMenu
      label={t('nav.menu')}
      trigger={
        <button type="button" className="app-icon-button" aria-label={t('nav.menu')}>
          <MenuIcon />
        </button>
      }
      items={(parts) => {
        const { MenuItem, MenuLabel, MenuSeparator } = parts;
        return (
          <>
            {loggedOutLinks.map((link) => (
              <MenuItem key={link.to} asChild>
                <Link to={link.to}>{t(link.key)}</Link>
              </MenuItem>
            ))}
            <MenuSeparator />
            <MenuLabel>{t('becomeCleaner.trigger')}</MenuLabel>
            {becomeCleanerLinks.map((link) => (
              <MenuItem key={link.to} asChild>
                <Link to={link.to}>{t(link.key)}</Link>
              </MenuItem>
            ))}
            <MenuSeparator />
            <ThemeMenuItems parts={parts} />
          </>
        );
      }}
    />
  );
}
