import { Skeleton } from '@propre/widgets/ui';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useAppTranslation } from '../../i18n/use-app-translation.ts';
import { usePageFacts } from '../../shell/page-head.ts';
import { useBrandName, useShell } from '../../shell/shell-context.ts';
import { usePageMeta } from '../../shell/use-page-meta.ts';
import type { PublicPageKey } from './public-page-keys.ts';
import './public-pages.css';

export interface PublicPageProps {
  page: PublicPageKey;
  /** The h1 when it is not the page's own title (a blog post's). */
  title?: string;
  description?: string;
  /** The lead when it is not the page's own (a city's, which names it). */
  lead?: string;
  /** Texts with a brand's own wording (`lead_propre`, `lead_eclat`). */
  brandLead?: boolean;
  wide?: boolean;
  children?: ReactNode;
}

/**
 * The frame of every public content page (issue 37): its title and description for the tab and
 * search engines, one h1 and its lead, then the page. The `public` texts load with the first
 * such page; meanwhile a skeleton of the page.
 */
export function PublicPage({ page, title, description, lead, brandLead, wide, children }: PublicPageProps) {
  const { t, ready } = useAppTranslation('public');
  const { brand } = useShell();
  const brandName = useBrandName();
  const h1 = title ?? (ready ? t(`${page}.title`, { brand: brandName }) : null);
  usePageMeta(h1, description ?? (ready ? t(`${page}.description`, { brand: brandName }) : null));
  const { pathname } = useLocation();
  const { t: pages } = useAppTranslation('pages');
  usePageFacts(
    h1
      ? {
          breadcrumb: [
            { name: pages('breadcrumb.home'), path: '/' },
            { name: h1, path: pathname },
          ],
        }
      : {},
  );
  const className = `app-page app-public-page${wide ? ' app-page--wide' : ''}`;
  if (!ready) {
    return (
      <div className={className} aria-busy="true">
        <Skeleton shape="text" width="60%" />
        <Skeleton shape="text" lines={6} />
      </div>
    );
  }
  return (
    <div className={className}>
      <header className="app-page-header">
        <h1 className="app-page-title">{h1}</h1>
        <p className="app-page-lead">
          {lead ?? t(`${page}.lead`, { brand: brandName, ...(brandLead ? { context: brand } : {}) })}
        </p>
      </header>
      {children}
    </div>
  );
}
