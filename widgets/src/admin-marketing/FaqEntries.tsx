import { growth } from '@propre/sdk/query';
import { useQuery } from '@tanstack/react-query';
import { usePropre } from '../context/hooks.ts';
import { useEntry } from '../ui/use-entry.ts';
import { checkFaqDraft, emptyFaqDraft, faqBodyOf, faqDraftOf, faqFieldOrder } from './drafts.ts';
import { FaqEntryEditor } from './editor-widgets.ts';
import { FaqEntriesView } from './FaqEntriesView.tsx';
import type { AdminFaqEntry } from './model.ts';
import type { AdminMarketingPart } from './parts.ts';
import { adminMarketingTexts } from './texts.ts';
import { useContentSection } from './use-content-section.ts';

export interface FaqEntriesProps {
  /** Called after an entry is saved. */
  onSaved?: (entry: AdminFaqEntry) => void;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** The FAQ for the admin (growth.listAllFaq): add, change, show or hide, delete entries in French and English. */
export function FaqEntries({ onSaved, headingLevel = 2, className }: FaqEntriesProps) {
  const { t } = useEntry<AdminMarketingPart>(adminMarketingTexts);
  const { client } = usePropre();
  const query = useQuery(growth.listAllFaq(client));
  const section = useContentSection({
    query,
    create: growth.createFaqEntry(client),
    update: growth.updateFaqEntry(client),
    remove: growth.deleteFaqEntry(client),
    idKey: 'entryId',
    savedTitle: () => t('faq.saved'),
    deletedTitle: t('faq.deleted'),
    onSaved,
    order: faqFieldOrder,
    placement: { fields: { category: 'category', position: 'position' }, title: t('faq.saveFailed') },
    t,
    emptyDraft: emptyFaqDraft,
    draftOf: faqDraftOf,
    check: checkFaqDraft,
    bodyOf: faqBodyOf,
  });
  return (
    <FaqEntriesView
      {...section.listProps}
      entries={query.data?.items}
      editor={
        section.editorProps ? (
          <FaqEntryEditor {...section.editorProps} headingLevel={Math.min(headingLevel + 1, 3) as 2 | 3} />
        ) : undefined
      }
      headingLevel={headingLevel}
      className={className}
    />
  );
}
