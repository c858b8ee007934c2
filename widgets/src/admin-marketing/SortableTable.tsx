import { formatDay, intlLocale } from '../i18n/format.ts';
import { EmptyState } from '../ui/EmptyState.tsx';
import { type SortableTableProps, SortableTable as Table, type TableColumn } from '../ui/SortableTable.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { type PageProps, Pager } from './Pager.tsx';
import type { AdminMarketingPart } from './parts.ts';
import { adminMarketingTexts } from './texts.ts';

export type Props<Row> = Omit<SortableTableProps<Row>, 'part' | 'rowPart' | 'sortTitle' | 'collator'>;

/** The shared sortable table in this entry's look and words. */
export function SortableTable<Row>(props: Props<Row>) {
  const { t, part, locale } = useEntry<AdminMarketingPart>(adminMarketingTexts);
  const collator = new Intl.Collator(intlLocale(locale), { numeric: true, sensitivity: 'base' });
  return <Table {...props} part={part} sortTitle={(column) => t('table.sortBy', { column })} collator={collator} />;
}

interface PagedTableProps<Row> extends Omit<Props<Row>, 'caption'> {
  /** The View's page props: its empty state shows on an empty first page only. */
  pages: PageProps;
  /** The section's name: the empty state, the pager's name and the caption are its texts (`<name>.empty`…). */
  name: string;
}

/** A page of a list read a page at a time: its table and the pager, or the empty state when the first page is empty. */
export function PagedTable<Row>({ pages, name, ...table }: PagedTableProps<Row>) {
  const { t } = useEntry<AdminMarketingPart>(adminMarketingTexts);
  const page = pages.page ?? 1;
  if (table.rows.length === 0 && page === 1) return <EmptyState title={t(`${name}.empty`)} headingLevel={3} />;
  return (
    <>
      <SortableTable {...table} caption={t(`${name}.caption`, { page })} />
      <Pager label={t(`${name}.pages`)} page={pages.page} onPrevious={pages.onPrevious} onNext={pages.onNext} />
    </>
  );
}

type ColumnOptions = { rowHeader?: boolean };

/**
 * The columns of a section's table, each labelled by the section's texts (`<name>.columns.<key>`):
 * `column(key, { sortBy, cell })`; `text(key, value)` for plain values, `day(key, instantOf)`
 * for days, `language(languageOf)` for the language a row was written in.
 */
export function useColumns<Row>(name: string) {
  const { t } = useEntry<AdminMarketingPart>(adminMarketingTexts);
  const dayColumn = useDayColumn();
  const label = (key: string) => t(`${name}.columns.${key}`);
  const column = (key: string, how: Omit<TableColumn<Row>, 'key' | 'label'>): TableColumn<Row> => ({
    key,
    label: label(key),
    ...how,
  });
  return {
    column,
    /** A value shown as it is and sorted by; a dash where there is none. */
    text: (key: string, value: (row: Row) => string | number | null, options?: ColumnOptions) =>
      column(key, { sortBy: (row) => value(row) ?? '', cell: (row) => value(row) ?? '—', ...options }),
    day: (key: string, instantOf: (row: Row) => string) => dayColumn(key, label(key), instantOf),
    language: (languageOf: (row: Row) => string) =>
      column('language', { sortBy: languageOf, cell: (row) => t(`languages.${languageOf(row) === 'en' ? 'en' : 'fr'}`) }),
  };
}

/**
 * A column of days (when a row was made, changed, published), in the reader's language, sorted by
 * date; a dash for a row without one (a subscriber never confirmed).
 */
export function useDayColumn() {
  const { locale } = useEntry<AdminMarketingPart>(adminMarketingTexts);
  return <Row,>(key: string, label: string, instantOf: (row: Row) => string): TableColumn<Row> => ({
    key,
    label,
    sortBy: instantOf,
    cell: (row) => (instantOf(row) ? formatDay(instantOf(row), locale) : '—'),
  });
}
