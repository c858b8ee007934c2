import '@propre/widgets/newsletter/styles.css';
import { brands } from '@propre/widgets';
import { NewsletterSignup } from '@propre/widgets/newsletter';
import { BrandLogo } from '@propre/widgets/ui';
import { Link, useLocation } from 'react-router';
import { useConsent } from '../consent/consent-context.ts';
import { useAppTranslation } from '../i18n/use-app-translation.ts';
import { routerLink } from '../pages/auth/auth-page-support.tsx';
import type { ThemeChoice } from '../prefs/prefs.ts';
import { useBrandName, useShell } from '../shell/shell-context.ts';
import { footerColumns, versionLabel } from './nav-links.ts';

const themeChoices: readonly ThemeChoice[] = ['default', 'bright', 'dark'];

/** Spec §2 footer links, the theme switcher (reachable on every width) and the version label (spec §1). */
export function Footer() {
  const { t } = useAppTranslation('footer');
  const { t: th } = useAppTranslation('header');
  const { brand, language, theme, setTheme } = useShell();
  const brandName = useBrandName();
  const { reopen } = useConsent();
  // The console is the admin's workplace: no newsletter offer there.
  const offersNewsletter = !useLocation().pathname.startsWith('/admin');
  return (
    <footer className="app-footer">
      <div className="app-footer-inner">
        <div className="app-footer-brand">
          <BrandLogo size={28} />
          <p className="app-footer-tagline">{brands[brand].tagline[language]}</p>
          <fieldset className="app-theme-switch">
            <legend>{th('theme.label')}</legend>
            <div className="app-theme-options">
              {themeChoices.map((choice) => (
                <button
                  key={choice}
                  type="button"
                  className="app-theme-option"
                  aria-pressed={theme === choice}
                  onClick={() => setTheme(choice)}
                >
                  {th(`theme.${choice}`)}
                </button>
              ))}
            </div>
          </fieldset>
        </div>
        <nav className="app-footer-nav" aria-label={t('label')}>
          {footerColumns.map((column) => (
            <div key={column.key} className="app-footer-column">
              <h2 className="app-footer-heading">{t(column.key, { brand: brandName })}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{t(link.key)}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        {offersNewsletter && (
          <div className="app-footer-newsletter">
            <NewsletterSignup headingLevel={2} termsHref="/privacy" renderLink={routerLink} />
          </div>
        )}
      </div>
      <div className="app-footer-bottom">
        <p>{t('copyright', { year: new Date().getFullYear(), brand: brandName })}</p>
        <button type="button" className="app-footer-choices" onClick={reopen}>
          {t('consent.reopen')}
        </button>
        <p className="app-version">{t('version', { version: versionLabel })}</p>
      </div>
    </footer>
  );
}

// Rendered on the server: fetched before hydrating (routing/page-widgets.ts).
Footer.widgets = [NewsletterSignup];
