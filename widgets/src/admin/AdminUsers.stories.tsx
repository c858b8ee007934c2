import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminUsersLastPage, adminUsersPage, emptyStory, mockOperation, noAdminUsers, slow } from '../story-support/index.ts';
import { adminAppearance, answering, loadErrorStory } from '../story-support/plays/admin-stories.ts';
import { AdminUsers } from './widgets.ts';

const meta = {
  title: 'Widgets/Admin/AdminUsers',
  component: AdminUsers,
  args: { userHref: (id: string) => `/admin/users/${id}` },
} satisfies Meta<typeof AdminUsers>;

export default meta;
type Story = StoryObj<typeof meta>;

const firstPage = () => mockOperation('admin.listUsers', { status: 200, body: adminUsersPage });

/** Loading: the table's shape as skeletons, the filters already there. */
export const Loading: Story = {
  ...answering(() => mockOperation('admin.listUsers', { status: 200, body: adminUsersPage, delay: 'infinite' })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('searchbox', {}, slow)).toBeVisible();
    await expect(canvasElement.querySelector('[data-part="adminSkeleton"]')).not.toBeNull();
  },
};

/** A page of users: each name a link to the detail, the status in words, and the next page by cursor. */
export const Success: Story = {
  beforeEach({ msw }) {
    // The next page (the cursor given) answers James only; the first page otherwise.
    msw.use(firstPage());
    msw.use(
      http.get('/api/admin/users', ({ request }) =>
        new URL(request.url).searchParams.get('cursor') ? HttpResponse.json(adminUsersLastPage) : undefined,
      ),
    );
  },
  play: async ({ canvas }) => {
    const marie = await canvas.findByRole('link', { name: 'Marie Tremblay' }, slow);
    await expect(marie).toHaveAttribute('href', '/admin/users/usr_01jd0v3v4m00000000000marie');
    await expect(canvas.getByRole('table')).toBeVisible();
    await expect(within(canvas.getByRole('table')).getByText(/^(Suspendu|Suspended)$/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Page précédente|Previous page/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /Page suivante|Next page/ }));
    await expect(await canvas.findByRole('link', { name: 'James Wilson' }, slow)).toBeVisible();
    await expect(canvas.getByText(/^Page 2$/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Page suivante|Next page/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /Page précédente|Previous page/ }));
    await expect(await canvas.findByRole('link', { name: 'Marie Tremblay' }, slow)).toBeVisible();
  },
};

/** Search and filters go to the API as `q`, `role` and `status`; one letter is not a search yet. */
export const SearchAndFilters: Story = {
  beforeEach({ msw }) {
    msw.use(firstPage());
    msw.use(
      http.get('/api/admin/users', ({ request }) => {
        const query = new URL(request.url).searchParams;
        return query.get('q') === 'sophie' && query.get('role') === 'cleaner' && query.get('status') === 'suspended'
          ? HttpResponse.json({ items: [adminUsersPage.items[1]], nextCursor: null })
          : undefined;
      }),
    );
  },
  play: async ({ canvas }) => {
    const search = await canvas.findByRole('searchbox', {}, slow);
    await userEvent.type(search, 's');
    await expect(search).toHaveAccessibleDescription(/au moins 2 caractères|at least 2 characters/i);
    await userEvent.type(search, 'ophie');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Rôle|Role/ }), 'cleaner');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Statut|Status/ }), 'suspended');
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'Marie Tremblay' })).toBeNull(), slow);
    await expect(canvas.getByRole('link', { name: 'Sophie Gagnon' })).toBeVisible();
  },
};

/** Nothing matches: say so, and what to try. */
export const Empty: Story = {
  ...emptyStory('admin.listUsers', noAdminUsers, /Aucun utilisateur trouvé|No user found/),
};

/** The list cannot load (500): the error and a retry. */
export const LoadError: Story = loadErrorStory('admin.listUsers');

/**
 * The headers sort: by name goes to the API as `sort=name`, again as `sort=-name`; `aria-sort`
 * and the caption say the order (newest first at the start).
 */
export const Sorting: Story = {
  beforeEach({ msw }) {
    msw.use(firstPage());
    const [marie, sophie] = adminUsersPage.items;
    msw.use(
      http.get('/api/admin/users', ({ request }) => {
        const sort = new URL(request.url).searchParams.get('sort');
        if (sort === '-name') return HttpResponse.json({ items: [sophie, marie], nextCursor: null });
        if (sort === 'name') return HttpResponse.json({ items: [marie, sophie], nextCursor: null });
        return undefined;
      }),
    );
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Marie Tremblay' }, slow);
    const name = canvas.getByRole('columnheader', { name: /^(Nom|Name)$/ });
    const created = canvas.getByRole('columnheader', { name: /^(Inscription|Joined)$/ });
    await expect(created).toHaveAttribute('aria-sort', 'descending');
    await expect(name).toHaveAttribute('aria-sort', 'none');
    await expect(canvas.getByRole('table')).toHaveAccessibleName(/les plus récents d’abord|newest first/);
    await userEvent.click(within(name).getByRole('button'));
    await waitFor(() => expect(name).toHaveAttribute('aria-sort', 'ascending'));
    await expect(created).toHaveAttribute('aria-sort', 'none');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(name).toHaveAttribute('aria-sort', 'descending'));
    await expect(canvas.getByRole('table')).toHaveAccessibleName(/de Z à A|from Z to A/);
    await waitFor(() =>
      expect(canvas.getAllByRole('link').map((link) => link.textContent)).toEqual(['Sophie Gagnon', 'Marie Tremblay']),
    );
  },
};

/** The table is usable by keyboard: the scrolling region, the sorting headers, then each name, take the focus in order. */
export const Keyboard: Story = {
  ...answering(firstPage),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('link', { name: 'Marie Tremblay' }, slow);
    canvasElement.querySelector<HTMLElement>('[data-part="adminTableWrap"]')?.focus();
    for (const column of [/^(Nom|Name)$/, /^(Courriel|Email)$/, /^(Inscription|Joined)$/]) {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: column })).toHaveFocus();
    }
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Marie Tremblay' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Sophie Gagnon' })).toHaveFocus();
  },
};

/** A partner's class on every part of the list. */
export const Appearance: Story = adminAppearance(
  (root) => within(root).findByRole('link', { name: 'Marie Tremblay' }, slow),
  firstPage,
);
