import { DataTable, type TableColumn } from '../ui/DataTable.tsx';
import { useEntry } from '../ui/use-entry.ts';
import type { AdminPartnersPart } from './parts.ts';
import { adminPartnersTexts } from './texts.ts';

interface PartnersTableProps<Row extends { id: string }> {
  /** The table's texts: its caption `<name>.caption`, its columns' labels `<name>.columns.<key>`. */
  name: 'list' | 'keys' | 'endpoints' | 'deliveries';
  rows: readonly Row[];
  /** A row's state (its `row` part's), when rows have one. */
  stateOf?: (row: Row) => string;
  columns: readonly Omit<TableColumn<Row>, 'label'>[];
}

/** A table of the console (partners, keys, endpoints, deliveries): rows by id, labelled by the entry's texts. */
export function PartnersTable<Row extends { id: string }>({ name, rows, stateOf, columns }: PartnersTableProps<Row>) {
  const { t, part } = useEntry<AdminPartnersPart>(adminPartnersTexts);
  return (
    <DataTable
      caption={t(`${name}.caption`)}
      rows={rows}
      rowKey={(row) => row.id}
      part={part}
      rowPart={(row) => part('row', stateOf ? { state: stateOf(row) } : undefined)}
      columns={columns.map((column) => ({ ...column, label: t(`${name}.columns.${column.key}`) }))}
    />
  );
}
