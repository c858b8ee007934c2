import { intlLocale } from '../i18n/format.ts';
import { type SortableTableProps, SortableTable as Table } from '../ui/SortableTable.tsx';
import { useEntry } from '../ui/use-entry.ts';
import type { AdminPayoutsPart } from './parts.ts';
import { adminPayoutsTexts } from './texts.ts';

interface Props<Row> extends Omit<SortableTableProps<Row>, 'part' | 'rowPart' | 'sortTitle' | 'collator'> {
  /** The row's `data-state` (its outcome or status), for the row's colour. */
  rowState: (row: Row) => string;
}

/** The shared sortable table in this entry's look and words, each row showing its state. */
export function SortableTable<Row>({ rowState, ...props }: Props<Row>) {
  const { t, part, locale } = useEntry<AdminPayoutsPart>(adminPayoutsTexts);
  const collator = new Intl.Collator(intlLocale(locale), { numeric: true });
  return (
    <Table
      {...props}
      part={part}
      rowPart={(row) => part('row', { state: rowState(row) })}
      sortTitle={(column) => t('sortBy', { column })}
      collator={collator}
    />
  );
}
