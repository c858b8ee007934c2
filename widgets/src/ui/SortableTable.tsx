import { useState } from 'react';
import { DataTable, type DataTableProps, type TableColumn } from './DataTable.tsx';
import type { PartAttributes, PartOptions } from './part.ts';

export type { TableColumn } from './DataTable.tsx';

export interface SortableTableProps<Row> extends Omit<DataTableProps<Row>, 'part' | 'header'> {
  /** The column sorted at first, and how. */
  initialSort?: { key: string; descending?: boolean };
  /** The entry's parts: the table keeps the look of the entry it sits in. */
  part: (name: 'tableWrap' | 'table' | 'sortButton', options?: PartOptions) => PartAttributes;
  /** The sort button's tooltip, in the entry's words. */
  sortTitle: (column: string) => string;
  /** Compares the text values, in the reader's language. */
  collator: Intl.Collator;
}

/**
 * A `DataTable` whose column headers are buttons that sort it (again to reverse), `aria-sort`
 * saying how.
 */
export function SortableTable<Row>(props: SortableTableProps<Row>) {
  const { rows, initialSort, part, sortTitle, collator, ...table } = props;
  const [sort, setSort] = useState(initialSort);
  const column = table.columns.find((candidate) => candidate.key === sort?.key && candidate.sortBy);
  const sorted = column?.sortBy
    ? [...rows].sort((a, b) => {
        const [x, y] = [column.sortBy?.(a) ?? '', column.sortBy?.(b) ?? ''];
        const order = typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
        return sort?.descending ? -order : order;
      })
    : rows;
  const header = (col: TableColumn<Row>) => {
    if (!col.sortBy) return { content: col.label };
    const active = sort?.key === col.key;
    const direction = active ? (sort?.descending ? 'descending' : 'ascending') : undefined;
    return {
      sort: direction ?? 'none',
      content: (
        <button
          type="button"
          {...part('sortButton', { state: direction ?? 'none', className: 'propre-table-sort' })}
          title={sortTitle(col.label)}
          onClick={() => setSort({ key: col.key, descending: active ? !sort?.descending : false })}
        >
          {col.label}
          <span aria-hidden="true">{direction === 'ascending' ? ' ▲' : direction === 'descending' ? ' ▼' : ' ↕'}</span>
        </button>
      ),
    } as const;
  };
  return <DataTable {...table} rows={sorted} part={part} header={header} />;
}
