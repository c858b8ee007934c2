import '@propre/widgets/reviews/styles.css';
import '@propre/widgets/cleaner-profile/styles.css';
import { ProblemError } from '@propre/sdk';
import { cleaners } from '@propre/sdk/query';
import { CleanerProfile, type ProfileLinkProps } from '@propre/widgets/cleaner-profile';
import { usePropre } from '@propre/widgets/provider';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useAppTranslation } from '../../i18n/use-app-translation.ts';
import { usePageFacts } from '../../shell/page-head.ts';
import { usePageMeta } from '../../shell/use-page-meta.ts';
import { cleanerStructuredData } from './cleaner-structured-data.ts';
import './cleaner-profile-page.css';

/** The widget's links through the router, so "book" and "message" stay in the single-page app. */
const renderLink = ({ href, children, ...rest }: ProfileLinkProps) => (
  <Link to={href} {...rest}>
    {children}
  </Link>
);

const descriptionLength = 160;

/** A description of at most `descriptionLength` characters, cut at a word. */
function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= descriptionLength) return flat;
  const cut = flat.slice(0, descriptionLength - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/**
 * /cleaners/{slug}: a cleaner's public profile. The page reads the widget's own answer (the same
 * query, cached once) for the tab's title, the description and the structured data.
 */
export function CleanerProfilePage() {
  const { slug = '' } = useParams();
  const { t } = useAppTranslation('pages');
  const { client } = usePropre();
  const query = useQuery({ ...cleaners.getProfile(client, slug), retry: false });
  const profile = query.data;
  const notFound = query.error instanceof ProblemError && (query.error.status === 404 || query.error.status === 400);
  const description = profile
    ? shorten(profile.bio ?? t('cleanerProfile.description', { name: profile.name, cities: profile.serviceCities.join(', ') }))
    : null;
  const fallback = notFound ? t('cleanerProfile.notFoundTitle') : t('cleanerProfile.loadingTitle');
  usePageMeta(profile?.name ?? fallback, description);
  usePageFacts({
    notFound,
    kind: 'profile',
    image: profile?.profilePic ?? null,
    ...(profile
      ? {
          breadcrumb: [
            { name: t('breadcrumb.home'), path: '/' },
            { name: t('breadcrumb.cleaners'), path: '/cleaners' },
            { name: profile.name, path: `/cleaners/${profile.slug}` },
          ],
          structured: (absolute) => [cleanerStructuredData(profile, absolute(`/cleaners/${profile.slug}`), description ?? '')],
        }
      : {}),
  });
  return (
    <div className="app-page app-page--wide app-cleaner-profile-page">
      <nav className="app-cleaner-profile-back">
        <Link to="/cleaners" className="app-text-link">
          <span aria-hidden="true" className="app-cleaner-profile-back-arrow">
            ←
          </span>
          {t('cleanerProfile.back')}
        </Link>
      </nav>
      <CleanerProfile key={slug} slug={slug} renderLink={renderLink} />
    </div>
  );
}

// Rendered on the server: fetched before hydrating (routing/page-widgets.ts).
CleanerProfilePage.widgets = [CleanerProfile];
