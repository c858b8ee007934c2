import { admin } from '@propre/sdk/query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { usePropre } from '../context/hooks.ts';
import { formatDay } from '../i18n/format.ts';
import { cx } from '../theme/appearance.ts';
import { Button } from '../ui/Button.tsx';
import { DataTable } from '../ui/DataTable.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { SelectField } from '../ui/SelectField.tsx';
import { SortableHeader, type SortDirection } from '../ui/SortableHeader.tsx';
import { TextField } from '../ui/TextField.tsx';
import { useDebounced } from '../ui/use-debounced.ts';
import { useEntry } from '../ui/use-entry.ts';
import { levelUnder, WidgetTitle } from '../ui/WidgetTitle.tsx';
import { AdminLink } from './AdminLink.tsx';
import { AdminStatus, statusOf } from './AdminStatus.tsx';
import type { AdminPart } from './parts.ts';
import { adminTexts } from './texts.ts';
import type { AdminRenderLink, AdminUser } from './types.ts';
import { UserStatusBadge } from './UserStatusBadge.tsx';

const roles = ['client', 'cleaner', 'admin', 'pending'] as const;
const statuses = ['active', 'suspended', 'deleted'] as const;
export type AdminUserRoleFilter = (typeof roles)[number];
export type AdminUserStatusFilter = (typeof statuses)[number];

/** The columns the API sorts by (admin.listUsers `sort`). */
const sortable = ['name', 'email', 'created'] as const;
export type AdminUsersSortColumn = (typeof sortable)[number];
const isSortable = (column: string): column is AdminUsersSortColumn => (sortable as readonly string[]).includes(column);
export interface AdminUsersSort {
  column: AdminUsersSortColumn;
  direction: Exclude<SortDirection, 'none'>;
}
const newestFirst: AdminUsersSort = { column: 'created', direction: 'descending' };

export interface AdminUsersFilters {
  q?: string;
  role?: AdminUserRoleFilter;
  status?: AdminUserStatusFilter;
}

export interface AdminUsersProps {
  /** Where one user's detail is. */
  userHref: (userId: string) => string;
  renderLink?: AdminRenderLink;
  /** The filters at first (a link from the dashboard: suspended accounts). */
  initialFilters?: AdminUsersFilters;
  /** The order at first: newest first unless given. */
  initialSort?: AdminUsersSort;
  /** Rows per page (1–100). */
  pageSize?: number;
  title?: ReactNode | null;
  headingLevel?: 1 | 2 | 3;
  className?: string;
}

/**
 * The users (admin.listUsers): a search by name, username or email, filters by role and status,
 * a table of links to each detail, sorted by name, email or sign-up date (the column headers, by
 * the API's `sort`) and paged with the API's cursors (previous and next page).
 */
export function AdminUsers({
  userHref,
  renderLink,
  initialFilters = {},
  initialSort = newestFirst,
  pageSize = 20,
  title,
  headingLevel = 2,
  className,
}: AdminUsersProps) {
  const { t, part, locale } = useEntry<AdminPart>(adminTexts);
  const { client } = usePropre();
  const [q, setQ] = useState(initialFilters.q ?? '');
  const [role, setRole] = useState<AdminUserRoleFilter | ''>(initialFilters.role ?? '');
  const [status, setStatus] = useState<AdminUserStatusFilter | ''>(initialFilters.status ?? '');
  const [sort, setSort] = useState<AdminUsersSort>(initialSort);
  // The cursors of the pages before this one: « previous » pops, « next » pushes.
  const [cursors, setCursors] = useState<string[]>([]);
  const settled = useDebounced(q.trim(), 300);
  const searchable = settled.length >= 2;
  const cursor = cursors.at(-1);
  const page = useQuery({
    ...admin.listUsers(client, {
      limit: pageSize,
      ...(searchable ? { q: settled } : {}),
      ...(role ? { role } : {}),
      ...(status ? { status } : {}),
      sort: `${sort.direction === 'descending' ? '-' : ''}${sort.column}` as const,
      ...(cursor ? { cursor } : {}),
    }),
    placeholderData: keepPreviousData,
  });
  const restart = () => setCursors([]);
  // A column's header: the same column again turns the order round, another starts A to Z (oldest first).
  const sortBy = (column: AdminUsersSortColumn) => {
    setSort((now) => ({
      column,
      direction: now.column === column && now.direction === 'ascending' ? 'descending' : 'ascending',
    }));
    restart();
  };
  const sections = levelUnder(title, headingLevel);
  const items = page.data?.items ?? [];
  const state = page.error ? 'error' : !page.data ? 'loading' : items.length === 0 ? 'empty' : 'success';
  const tooShort = q.trim().length === 1;
  // The two filters, each a select of the API's values (empty = all).
  const filters = [
    {
      name: 'role',
      part: 'roleFilter',
      label: 'users.role',
      words: 'users.roles',
      options: roles,
      value: role,
      set: (v: string) => setRole(v as AdminUserRoleFilter | ''),
    },
    {
      name: 'status',
      part: 'statusFilter',
      label: 'users.status',
      words: 'users.statuses',
      options: statuses,
      value: status,
      set: (v: string) => setStatus(v as AdminUserStatusFilter | ''),
    },
  ] as const;

  return (
    <div {...part('root', { state, className: cx('propre-stack', className) })} aria-busy={page.isFetching || undefined}>
      <WidgetTitle title={title} fallback={t('users.title')} level={headingLevel} {...part('sectionTitle')} />
      <search {...part('filters')}>
        <TextField
          {...part('search')}
          type="search"
          name="q"
          label={t('users.search')}
          hint={t('users.searchHint')}
          error={tooShort ? t('users.tooShort') : undefined}
          value={q}
          maxLength={100}
          onChange={(event) => {
            setQ(event.currentTarget.value);
            restart();
          }}
        />
        {filters.map((filter) => (
          <SelectField
            key={filter.name}
            {...part(filter.part)}
            name={filter.name}
            label={t(filter.label)}
            value={filter.value}
            options={[
              { value: '', label: t('users.all') },
              ...filter.options.map((value) => ({ value, label: t(`${filter.words}.${value}`) })),
            ]}
            onChange={(event) => {
              filter.set(event.currentTarget.value);
              restart();
            }}
          />
        ))}
      </search>
      <AdminStatus {...statusOf(page)} headingLevel={sections}>
        {state === 'empty' ? (
          <EmptyState title={t('users.empty')} body={t('users.emptyBody')} headingLevel={sections} />
        ) : (
          <>
            <DataTable<AdminUser>
              caption={t('users.caption', { order: t(`users.order.${sort.column}.${sort.direction}`) })}
              rows={items}
              rowKey={(user) => user.id}
              part={part}
              rowPart={(user) => part('row', { state: user.status })}
              headerCell={({ key, label }) =>
                isSortable(key) ? (
                  <SortableHeader
                    label={label}
                    direction={sort.column === key ? sort.direction : 'none'}
                    onSort={() => sortBy(key)}
                  />
                ) : undefined
              }
              columns={[
                {
                  key: 'name',
                  label: t('users.columns.name'),
                  rowHeader: true,
                  cell: (user) => (
                    <AdminLink renderLink={renderLink} href={userHref(user.id)} {...part('userLink')}>
                      {user.name}
                    </AdminLink>
                  ),
                },
                { key: 'email', label: t('users.columns.email'), cell: (user) => user.email },
                { key: 'role', label: t('users.columns.role'), cell: (user) => t(`users.roles.${user.role ?? 'none'}`) },
                { key: 'status', label: t('users.columns.status'), cell: (user) => <UserStatusBadge status={user.status} /> },
                { key: 'created', label: t('users.columns.created'), cell: (user) => formatDay(user.createdAt, locale) },
              ]}
            />
            <nav {...part('pager')} aria-label={t('users.pages')}>
              <Button variant="secondary" disabled={cursors.length === 0} onClick={() => setCursors((list) => list.slice(0, -1))}>
                {t('users.previous')}
              </Button>
              <span {...part('pageInfo')} aria-live="polite">
                {t('users.page', { page: cursors.length + 1 })}
              </span>
              <Button
                variant="secondary"
                disabled={!page.data?.nextCursor || page.isPlaceholderData}
                onClick={() => {
                  const next = page.data?.nextCursor;
                  if (next) setCursors((list) => [...list, next]);
                }}
              >
                {t('users.next')}
              </Button>
            </nav>
          </>
        )}
      </AdminStatus>
    </div>
  );
}
