import { type ReactNode, useState } from 'react';
import { Button } from '../ui/Button.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { FramedProblem } from '../ui/ProblemAlert.tsx';
import type { TableColumn } from '../ui/SortableTable.tsx';
import { useEntry } from '../ui/use-entry.ts';
import type { AdminMarketingPart } from './parts.ts';
import { SectionFrame, type SectionStateProps } from './SectionFrame.tsx';
import { SortableTable, useDayColumn } from './SortableTable.tsx';
import { adminMarketingTexts } from './texts.ts';

/** A piece of content written in French, and in English when there is an English version. */
interface BilingualItem<Name extends string> {
  id: string;
  fr: Record<Name, string>;
  en?: Record<Name, string> | null;
  updatedAt: string;
}

/** What the blog's and the FAQ's lists take from their widget. */
export interface ContentListProps<Item> extends SectionStateProps {
  onNew: () => void;
  onEdit: (item: Item) => void;
  onDelete: (item: Item) => void;
  deletingId?: string | null;
  deleteError?: unknown;
  /** The editor open, shown in place of the list. */
  editor?: ReactNode;
}

interface ContentListViewProps<Name extends string, Item extends BilingualItem<Name>> extends ContentListProps<Item> {
  /** The section, and the prefix of its texts (`blog.title`, `faq.empty`…). */
  kind: 'blog' | 'faq';
  items: readonly Item[];
  /**
   * The text that names an item in its row's header (`<kind>.columns.<name>`), its buttons and the
   * confirmation: in English for a reader in English when there is an English version, else in French.
   */
  name: Name;
  /** The item's own columns, after its name; its languages, last change and actions follow. */
  columns: readonly TableColumn<Item>[];
  emptyBody?: string;
  initialSort?: { key: string; descending?: boolean };
}

/**
 * A list of bilingual content (the blog's posts, the FAQ's entries): a sortable table with the
 * languages written and the last change, each row to edit or delete after a confirmation; the
 * editor in its place while one is open.
 */
export function ContentListView<Name extends string, Item extends BilingualItem<Name>>(props: ContentListViewProps<Name, Item>) {
  const { kind, items, name, columns, emptyBody, initialSort } = props;
  const { onNew, onEdit, onDelete, deletingId, deleteError, editor } = props;
  const { t, part, locale } = useEntry<AdminMarketingPart>(adminMarketingTexts);
  const nameOf = (item: Item) => (locale === 'en' && item.en ? item.en[name] : item.fr[name]);
  const dayColumn = useDayColumn();
  const [confirming, setConfirming] = useState<Item | null>(null);
  return (
    <SectionFrame {...props} name={kind} toolbar={editor ? undefined : <Button onClick={onNew}>{t(`${kind}.new`)}</Button>}>
      {() =>
        editor ?? (
          <>
            <FramedProblem frame={part('problem')} error={deleteError} title={t(`${kind}.deleteFailed`)} />
            {items.length === 0 ? (
              <EmptyState title={t(`${kind}.empty`)} body={emptyBody} headingLevel={3} />
            ) : (
              <SortableTable
                caption={t(`${kind}.caption`)}
                rows={items}
                rowKey={(item) => item.id}
                initialSort={initialSort}
                columns={[
                  { key: 'name', label: t(`${kind}.columns.${name as string}`), sortBy: nameOf, cell: nameOf, rowHeader: true },
                  ...columns,
                  {
                    key: 'languages',
                    label: t('columns.languages'),
                    sortBy: (item) => (item.en ? 2 : 1),
                    cell: (item) => t(item.en ? 'bothLanguages' : 'frenchOnly'),
                  },
                  dayColumn('updated', t('columns.updated'), (item: Item) => item.updatedAt),
                  {
                    key: 'actions',
                    label: t('columns.actions'),
                    cell: (item) => (
                      <span {...part('rowActions')}>
                        <Button
                          variant="secondary"
                          size="sm"
                          aria-label={t('editOne', { name: nameOf(item) })}
                          onClick={() => onEdit(item)}
                        >
                          {t('edit')}
                        </Button>
                        <Button
                          variant="ghost"
                          size="sm"
                          loading={deletingId === item.id}
                          aria-label={t('deleteOne', { name: nameOf(item) })}
                          onClick={() => setConfirming(item)}
                        >
                          {t('delete')}
                        </Button>
                      </span>
                    ),
                  },
                ]}
              />
            )}
            <ConfirmDialog
              item={confirming}
              onClose={() => setConfirming(null)}
              onConfirm={onDelete}
              title={t(`${kind}.confirmDelete`)}
              description={confirming ? nameOf(confirming) : undefined}
              cancelLabel={t('cancel')}
              confirmLabel={t('delete')}
            />
          </>
        )
      }
    </SectionFrame>
  );
}
