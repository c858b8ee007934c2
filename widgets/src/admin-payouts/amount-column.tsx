import { formatMoney } from '../i18n/format.ts';
import type { TableColumn } from '../ui/SortableTable.tsx';
import { useEntry } from '../ui/use-entry.ts';
import type { AdminPayoutsPart } from './parts.ts';
import { adminPayoutsTexts } from './texts.ts';

/**
 * The column of what a payout pays, in every table of the console: numeric, sorted by the
 * amount, each in the `amount` part. `amountColumn(amountOf, key?, label?)`.
 */
export function useAmountColumn() {
  const { t, part, locale } = useEntry<AdminPayoutsPart>(adminPayoutsTexts);
  return <Row,>(amountOf: (row: Row) => number, key = 'amount', label = t('amount')): TableColumn<Row> => ({
    key,
    label,
    numeric: true,
    sortBy: amountOf,
    cell: (row) => <span {...part('amount')}>{formatMoney(amountOf(row), locale)}</span>,
  });
}
