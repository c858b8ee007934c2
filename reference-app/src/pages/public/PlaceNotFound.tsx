import { buttonClassName } from '@propre/widgets/ui';
import { Link } from 'react-router';
import { useAppTranslation } from '../../i18n/use-app-translation.ts';
import { usePageFacts } from '../../shell/page-head.ts';
import { usePageMeta } from '../../shell/use-page-meta.ts';

// Where to go instead: the search, the two largest cities' pages, home.
const links = [
  ['/cleaners', 'searchAll'],
  ['/city/montreal', 'montreal'],
  ['/city/quebec', 'quebec'],
  ['/', 'home'],
] as const;

/**
 * An unknown city or region: says so in its h1 (and to search engines, as a 404), then offers
 * the search by city and the two largest cities' pages.
 */
export function PlaceNotFound({ kind, name }: { kind: 'city' | 'region'; name: string }) {
  const { t } = useAppTranslation('public');
  const title = t(`${kind}.notFoundTitle`);
  usePageMeta(title, null);
  usePageFacts({ notFound: true });
  return (
    <div className="app-page app-public-page">
      <header className="app-page-header">
        <h1 className="app-page-title">{title}</h1>
        <p className="app-page-lead">{t(`${kind}.notFoundBody`, { name })}</p>
      </header>
      <div className="app-actions">
        {links.map(([to, key], index) => (
          <Link key={to} to={to} className={buttonClassName({ variant: index === 0 ? 'primary' : 'secondary' })}>
            {t(`places.${key}`)}
          </Link>
        ))}
      </div>
    </div>
  );
}
