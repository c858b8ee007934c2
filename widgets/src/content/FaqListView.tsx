import { EmptyState } from '../ui/EmptyState.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { ContentState, type ContentStateProps } from './ContentState.tsx';
import { type FaqEntry, faqCategories } from './model.ts';
import type { ContentPart } from './parts.ts';
import { contentTexts } from './texts.ts';

export interface FaqListViewProps extends ContentStateProps {
  /** The published entries, in the API's order (category, then position). */
  entries?: readonly FaqEntry[];
}

/**
 * Questions and answers by category, props only: a heading per category, each question a
 * native disclosure (`<details>`), so keyboards and screen readers open it without our script.
 */
export function FaqListView(props: FaqListViewProps) {
  const { entries = [], headingLevel = 2, className } = props;
  const { t, part } = useEntry<ContentPart>(contentTexts);
  const Heading = `h${headingLevel}` as const;
  return (
    <ContentState {...props} root="faq" skeletonLines={6}>
      {() => {
        if (entries.length === 0) {
          return (
            <div {...part('faq', { state: 'empty', className })}>
              <EmptyState title={t('faq.empty')} headingLevel={headingLevel} />
            </div>
          );
        }
        return (
          <div {...part('faq', { state: 'success', className: `propre-stack ${className ?? ''}`.trim() })}>
            {faqCategories.map((category) => {
              const inCategory = entries.filter((entry) => entry.category === category);
              if (inCategory.length === 0) return null;
              return (
                <section
                  key={category}
                  {...part('faqGroup', { className: 'propre-stack' })}
                  aria-label={t(`faq.categories.${category}`)}
                >
                  <Heading {...part('faqGroupHeading')}>{t(`faq.categories.${category}`)}</Heading>
                  {inCategory.map((entry) => (
                    <details key={entry.id} {...part('faqItem')} lang={entry.language}>
                      <summary {...part('faqQuestion')}>{entry.question}</summary>
                      <p {...part('faqAnswer')}>{entry.answer}</p>
                    </details>
                  ))}
                </section>
              );
            })}
          </div>
        );
      }}
    </ContentState>
  );
}
