import { Badge } from '../ui/Badge.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { type ContentListProps, ContentListView } from './ContentListView.tsx';
import { type AdminFaqEntry, faqCategories } from './model.ts';
import type { AdminMarketingPart } from './parts.ts';
import { adminMarketingTexts } from './texts.ts';

export interface FaqEntriesViewProps extends ContentListProps<AdminFaqEntry> {
  /** Every entry, unpublished ones included (growth.listAllFaq). */
  entries?: readonly AdminFaqEntry[];
}

/** The FAQ's entries, props only: by category and position, to edit or delete after a confirmation. */
export function FaqEntriesView({ entries = [], ...props }: FaqEntriesViewProps) {
  const { t } = useEntry<AdminMarketingPart>(adminMarketingTexts);
  return (
    <ContentListView
      {...props}
      kind="faq"
      items={entries}
      name="question"
      columns={[
        {
          key: 'category',
          label: t('faq.columns.category'),
          sortBy: (entry) => faqCategories.indexOf(entry.category) * 100_000 + entry.position,
          cell: (entry) => t(`faq.categories.${entry.category}`),
        },
        { key: 'position', label: t('faq.columns.position'), sortBy: (entry) => entry.position, cell: (entry) => entry.position },
        {
          key: 'published',
          label: t('faq.columns.published'),
          sortBy: (entry) => Number(entry.published),
          cell: (entry) => (
            <Badge tone={entry.published ? 'success' : 'neutral'}>{t(entry.published ? 'faq.shown' : 'faq.hidden')}</Badge>
          ),
        },
      ]}
    />
  );
}
