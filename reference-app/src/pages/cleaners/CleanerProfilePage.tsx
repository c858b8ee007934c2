import { CleanerProfile, type ProfileLinkProps } from '@propre/widgets/cleaner-profile';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useAppTranslation } from '../../i18n/use-app-translation.ts';
import { useDocumentTitle } from '../../shell/use-document-title.ts';
import './cleaner-profile-page.css';

/** The widget's links through the router, so "book" and "message" stay in the single-page app. */
const renderLink = ({ href, children, ...rest }: ProfileLinkProps) => (
  <Link to={href} {...rest}>
    {children}
  </Link>
);

/** /cleaners/{slug}: a cleaner's public profile; the page's title is the cleaner's name. */
export function CleanerProfilePage() {
  const { slug = '' } = useParams();
  const { t } = useAppTranslation('pages');
  // What the widget said about this slug: its cleaner's name, or that there is none.
  const [found, setFound] = useState<{ slug: string; name: string | null } | null>(null);
  const known = found?.slug === slug ? found : null;
  const fallback = known ? t('cleanerProfile.notFoundTitle') : t('cleanerProfile.loadingTitle');
  useDocumentTitle(known?.name ?? fallback);
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
      <CleanerProfile
        key={slug}
        slug={slug}
        renderLink={renderLink}
        onLoad={(profile) => setFound({ slug, name: profile.name })}
        onNotFound={() => setFound({ slug, name: null })}
      />
    </div>
  );
}
