import { Fragment, type ReactElement, type ReactNode, useId } from 'react';
import type { PartAttributes, PartOptions } from './part.ts';

export interface TableColumn<Row> {
  key: string;
  label: string;
  /** What the column sorts by (in a `SortableTable`); a column without it does not sort (actions). */
  sortBy?: (row: Row) => string | number;
  cell: (row: Row) => ReactNode;
  /** The cell names its row (a `<th scope="row">`). */
  rowHeader?: boolean;
  /** Figures: `data-numeric` on its cells, for the entry's CSS to align them. */
  numeric?: boolean;
}

export interface DataTableProps<Row> {
  caption: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The entry's parts: the table keeps the look of the entry it sits in. */
  part: (name: 'tableWrap' | 'table', options?: PartOptions) => PartAttributes;
  /** A row's own part (its state), when the entry gives one. */
  rowPart?: (row: Row) => PartAttributes;
  /** What a column's header holds (its label by default) and its `aria-sort`, for a table that sorts. */
  header?: (column: TableColumn<Row>) => { content: ReactNode; sort?: 'ascending' | 'descending' | 'none' };
  /** A column's whole header cell, of the caller's own (a ui `SortableHeader` for a table the API sorts). */
  headerCell?: (column: TableColumn<Row>) => ReactElement | undefined;
}

/**
 * A table of rows, a column a field, captioned; it scrolls sideways in its own focusable region
 * on a narrow screen rather than squeezing.
 */
export function DataTable<Row>({ caption, columns, rows, rowKey, part, rowPart, header, headerCell }: DataTableProps<Row>) {
  const id = useId();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
    <section {...part('tableWrap', { className: 'propre-table-wrap' })} tabIndex={0} aria-labelledby={`${id}-caption`}>
      <table {...part('table', { className: 'propre-table' })}>
        <caption id={`${id}-caption`}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((col) => {
              const own = headerCell?.(col);
              if (own) return <Fragment key={col.key}>{own}</Fragment>;
              const { content, sort } = header?.(col) ?? { content: col.label };
              return (
                <th key={col.key} scope="col" data-numeric={col.numeric || undefined} aria-sort={sort}>
                  {content}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} {...rowPart?.(row)}>
              {columns.map((col) =>
                col.rowHeader ? (
                  <th key={col.key} scope="row">
                    {col.cell(row)}
                  </th>
                ) : (
                  <td key={col.key} data-numeric={col.numeric || undefined}>
                    {col.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
