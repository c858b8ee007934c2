import { useAppTranslation } from '../../i18n/use-app-translation.ts';
import { useBrandName } from '../../shell/shell-context.ts';
import type { PublicPageKey, PublicSection } from './public-page-keys.ts';

/** A content page's sections from its texts (`<page>.sections`): an h2 each, paragraphs, a list. */
export function PublicSections({ page, ordered }: { page: PublicPageKey; ordered?: boolean }) {
  const { t } = useAppTranslation('public');
  const brand = useBrandName();
  const sections = t(`${page}.sections`, { returnObjects: true, brand }) as unknown as PublicSection[];
  const List = ordered ? 'ol' : 'ul';
  return (
    <div className="app-public-sections">
      {sections.map((section) => (
        <section key={section.heading} className="app-public-section">
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.items ? (
            <List>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </List>
          ) : null}
        </section>
      ))}
    </div>
  );
}
