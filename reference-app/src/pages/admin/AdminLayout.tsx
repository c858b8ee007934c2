import { NavLink, Outlet } from 'react-router';
import { useAppTranslation } from '../../i18n/use-app-translation.ts';
import { adminPages } from './admin-nav.ts';
import './admin-layout.css';

/**
 * The admin console's frame: the navigation to every page that exists (the current one marked
 * for assistive technology), the pages still to come named without links, and the page beside
 * it on a laptop (1280 px) or under it on a tablet (768 px).
 */
export function AdminLayout() {
  const { t } = useAppTranslation('pages');
  const coming = adminPages.filter((page) => !page.built).map((page) => t(`admin.nav.${page.key}`));
  return (
    <div className="app-admin">
      <nav className="app-admin-nav" aria-label={t('admin.navLabel')}>
        <ul>
          {adminPages
            .filter((page) => page.built)
            .map((page) => (
              <li key={page.to}>
                <NavLink to={page.to} end={page.to === '/admin'} className="app-admin-nav-link">
                  {t(`admin.nav.${page.key}`)}
                </NavLink>
              </li>
            ))}
        </ul>
        {coming.length > 0 ? <p className="app-admin-coming">{t('admin.coming', { pages: coming.join(', ') })}</p> : null}
      </nav>
      <div className="app-admin-main">
        <Outlet />
      </div>
    </div>
  );
}
