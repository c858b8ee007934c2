import { formatDay, intlLocale } from '../i18n/format.ts';
import { EmptyState } from '../ui/EmptyState.tsx';
import { type SortableTableProps, SortableTable as Table, type TableColumn } from '../ui/SortableTable.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { type PageProps, Pager } from './Pager.tsx';
import type { AdminMarketingPart } from './parts.ts';
import { adminMarketingTexts } from './texts.ts';

type Props<Row> = Omit<SortableTableProps<Row>, 'part' | 'rowPart' | 'sortTitle' | 'collator'>;

/** The shared sortable table in this entry's look and words. */
export function SortableTable<Row>(props: Props<Row>) {
  const { t, part, locale } = useEntry<AdminMarketingPart>(adminMarketingTexts);
  const collator = new Intl.Collator(intlLocale(locale), { numeric: true, sensitivity: 'base' });
  return <Table {...props} part={part} sortTitle={(column) => t('table.sortBy', { column })} collator={collator} />;
}

interface PagedTableProps<Row> extends Props<Row> {
  /** The View's page props: its empty state shows on an empty first page only. */
  pages: PageProps;
  /** The empty state's title. */
  empty: string;
  /** The pager's name. */
  pagesLabel: string;
}

/** A page of a list read a page at a time: its table and the pager, or the empty state when the first page is empty. */
export function PagedTable<Row>({ pages, empty, pagesLabel, ...table }: PagedTableProps<Row>) {
  if (table.rows.length === 0 && (pages.page ?? 1) === 1) return <EmptyState title={empty} headingLevel={3} />;
  return (
    <>
      <SortableTable {...table} />
      <Pager label={pagesLabel} page={pages.page} onPrevious={pages.onPrevious} onNext={pages.onNext} />
    </>
  );
}

/** A column of days (when a row was made, changed, published), in the reader's language, sorted by date. */
export function useDayColumn() {
  const { locale } = useEntry<AdminMarketingPart>(adminMarketingTexts);
  return <Row,>(key: string, label: string, instantOf: (row: Row) => string): TableColumn<Row> => ({
    key,
    label,
    sortBy: instantOf,
    cell: (row) => formatDay(instantOf(row), locale),
  });
}
