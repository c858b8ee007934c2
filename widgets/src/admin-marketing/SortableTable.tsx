import { formatDay, intlLocale } from '../i18n/format.ts';
import { type SortableTableProps, SortableTable as Table, type TableColumn } from '../ui/SortableTable.tsx';
import { useEntry } from '../ui/use-entry.ts';
import type { AdminMarketingPart } from './parts.ts';
import { adminMarketingTexts } from './texts.ts';

type Props<Row> = Omit<SortableTableProps<Row>, 'part' | 'rowPart' | 'sortTitle' | 'collator'>;

/** The shared sortable table in this entry's look and words. */
export function SortableTable<Row>(props: Props<Row>) {
  const { t, part, locale } = useEntry<AdminMarketingPart>(adminMarketingTexts);
  const collator = new Intl.Collator(intlLocale(locale), { numeric: true, sensitivity: 'base' });
  return <Table {...props} part={part} sortTitle={(column) => t('table.sortBy', { column })} collator={collator} />;
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
