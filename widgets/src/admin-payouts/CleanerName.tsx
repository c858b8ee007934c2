import { AdminLink, type AdminRenderLink } from '../admin/index.ts';
import type { TableColumn } from '../ui/SortableTable.tsx';
import { useEntry } from '../ui/use-entry.ts';
import type { AdminPayoutsPart } from './parts.ts';
import type { SectionProps } from './section-props.ts';
import { adminPayoutsTexts } from './texts.ts';

/** A cleaner's name, a link to their account when the host gives one. */
export function CleanerName({
  id,
  name,
  href,
  renderLink,
}: {
  id: string;
  name: string;
  href?: ((cleanerId: string) => string) | undefined;
  renderLink?: AdminRenderLink | undefined;
}) {
  const { part } = useEntry<AdminPayoutsPart>(adminPayoutsTexts);
  return href ? (
    <AdminLink renderLink={renderLink} href={href(id)} {...part('cleaner')}>
      {name}
    </AdminLink>
  ) : (
    <span {...part('cleaner')}>{name}</span>
  );
}

/** The column that names each row's cleaner (its header cell), sorted by name. */
export function cleanerColumn<Row>(
  label: string,
  cleanerOf: (row: Row) => { id: string; name: string },
  { cleanerHref, renderLink }: Pick<SectionProps, 'cleanerHref' | 'renderLink'>,
): TableColumn<Row> {
  return {
    key: 'cleaner',
    label,
    rowHeader: true,
    sortBy: (row) => cleanerOf(row).name,
    cell: (row) => <CleanerName {...cleanerOf(row)} href={cleanerHref} renderLink={renderLink} />,
  };
}
