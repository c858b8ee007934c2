import { admin } from '@propre/sdk/query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { usePropre } from '../context/hooks.ts';
import { formatDay } from '../i18n/format.ts';
import { Button } from '../ui/Button.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { SelectField } from '../ui/SelectField.tsx';
import { TextField } from '../ui/TextField.tsx';
import { useDebounced } from '../ui/use-debounced.ts';
import { useEntry } from '../ui/use-entry.ts';
import { AdminLink } from './AdminLink.tsx';
import { AdminStatus, statusOf } from './AdminStatus.tsx';
import { headingsOf } from './headings.ts';
import type { AdminPart } from './parts.ts';
import { adminTexts } from './texts.ts';
import type { AdminRenderLink, AdminUser } from './types.ts';
import { UserStatusBadge } from './UserStatusBadge.tsx';

const roles = ['client', 'cleaner', 'admin', 'pending'] as const;
const statuses = ['active', 'suspended', 'deleted'] as const;
export type AdminUserRoleFilter = (typeof roles)[number];
export type AdminUserStatusFilter = (typeof statuses)[number];

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
  /** Rows per page (1–100). */
  pageSize?: number;
  title?: ReactNode | null;
  headingLevel?: 1 | 2 | 3;
  className?: string;
}

/**
 * The users (admin.listUsers): a search by name, username or email, filters by role and status,
 * a table of links to each detail, paged with the API's cursors (previous and next page).
 */
export function AdminUsers({
  userHref,
  renderLink,
  initialFilters = {},
  pageSize = 20,
  title,
  headingLevel = 2,
  className,
}: AdminUsersProps) {
  const { t, part, locale } = useEntry<AdminPart>(adminTexts);
  const { client } = usePropre();
  const id = useId();
  const [q, setQ] = useState(initialFilters.q ?? '');
  const [role, setRole] = useState<AdminUserRoleFilter | ''>(initialFilters.role ?? '');
  const [status, setStatus] = useState<AdminUserStatusFilter | ''>(initialFilters.status ?? '');
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
      ...(cursor ? { cursor } : {}),
    }),
    placeholderData: keepPreviousData,
  });
  const restart = () => setCursors([]);
  const { Heading, sections } = headingsOf(title, headingLevel);
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
    <div {...part('root', { state, className })} aria-busy={page.isFetching || undefined}>
      {title === null ? null : <Heading {...part('sectionTitle')}>{title ?? t('users.title')}</Heading>}
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
            {/* Scrolls sideways on a narrow screen rather than squeezing the columns; focusable to scroll with the keyboard. */}
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1) */}
            <section {...part('tableWrap')} tabIndex={0} aria-labelledby={`${id}-caption`}>
              <table {...part('table')}>
                <caption id={`${id}-caption`}>{t('users.caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('users.columns.name')}</th>
                    <th scope="col">{t('users.columns.email')}</th>
                    <th scope="col">{t('users.columns.role')}</th>
                    <th scope="col">{t('users.columns.status')}</th>
                    <th scope="col">{t('users.columns.created')}</th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((user: AdminUser) => (
                    <tr key={user.id} {...part('row', { state: user.status })}>
                      <th scope="row">
                        <AdminLink renderLink={renderLink} href={userHref(user.id)} {...part('userLink')}>
                          {user.name}
                        </AdminLink>
                      </th>
                      <td>{user.email}</td>
                      <td>{t(`users.roles.${user.role ?? 'none'}`)}</td>
                      <td>
                        <UserStatusBadge status={user.status} />
                      </td>
                      <td>{formatDay(user.createdAt, locale)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
            <nav {...part('pager')} aria-label={t('users.caption')}>
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
