import { createPropreClient } from '@propre/sdk';
import { createQueryClient } from '@propre/sdk/query';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../styles/index.css';
import './job.css';
import { PropreProvider } from '../provider/PropreProvider.tsx';
import { fakeApi, type SeenRequest } from '../story-support/fake-api.ts';
import { inProgressBooking } from '../story-support/fixtures/bookings.ts';
import { problemBody } from '../story-support/problem.ts';
import { Job } from './index.ts';
import type { ChecklistItem } from './types.ts';

const bookingPath = `/api/bookings/${inProgressBooking.id}`;
const checklistPath = `${bookingPath}/checklist`;
const storageKey = `propre.job.${inProgressBooking.id}.ticks`;
const floors = 'Planchers : aspirateur et vadrouille';

/**
 * The job of an in-progress booking over a fake API whose checklist answers while `net.up`, and
 * fails as an unreachable server otherwise (what a phone in a basement sees).
 */
function mount(net: { up: boolean; refuse?: boolean; holdReads?: Promise<unknown> }) {
  // The checklist as the API keeps it; a read answers what it was when the request arrived.
  let saved = inProgressBooking.checklist;
  const api = fakeApi({
    [`GET ${bookingPath}`]: () => {
      const body = { ...inProgressBooking, checklist: saved };
      return net.holdReads ? { status: 200, body, until: net.holdReads } : { status: 200, body };
    },
    [`PUT ${checklistPath}`]: (request: SeenRequest) => {
      if (!net.up) throw new TypeError('Failed to fetch');
      if (net.refuse) return { status: 409, body: problemBody('checklist_locked', 409) };
      saved = (request.body as { items: ChecklistItem[] }).items;
      return { status: 200, body: { ...inProgressBooking, checklist: saved } };
    },
  });
  const client = createPropreClient({ baseUrl: 'http://api.test', fetch: api.fetch, locale: 'fr' });
  const queryClient = createQueryClient({ defaultOptions: { queries: { retry: false } } });
  const ui = (
    <PropreProvider client={client} queryClient={queryClient} locale="fr">
      <Job bookingId={inProgressBooking.id} />
    </PropreProvider>
  );
  return { api, ui, queryClient };
}

const stored = () => JSON.parse(localStorage.getItem(storageKey) ?? 'null') as Record<string, boolean> | null;

beforeEach(() => localStorage.removeItem(storageKey));
afterEach(() => localStorage.removeItem(storageKey));

describe('the checklist on the phone', () => {
  test('keeps a tick made without connection on the phone, through a reload, and sends it once back online', async () => {
    const net = { up: false };
    const first = mount(net);
    const screen = await render(first.ui);
    const task = screen.getByRole('checkbox', { name: floors });
    await task.click();
    await expect.element(task).toBeChecked();
    await expect.element(screen.getByText(/En attente de connexion/)).toBeVisible();
    expect(stored()).toEqual({ [floors]: true });
    expect(first.api.to(`PUT ${checklistPath}`)).toHaveLength(1);

    // The page is closed and opened again, still without network: the tick is still there.
    await screen.unmount();
    const second = mount(net);
    const again = await render(second.ui);
    await expect.element(again.getByRole('checkbox', { name: floors })).toBeChecked();
    await expect.element(again.getByText(/En attente de connexion/)).toBeVisible();

    net.up = true;
    window.dispatchEvent(new Event('online'));
    await expect.element(again.getByText('Enregistré')).toBeVisible();
    const sent = second.api.to(`PUT ${checklistPath}`).at(-1)?.body as { items: ChecklistItem[] };
    expect(sent.items).toEqual(
      inProgressBooking.checklist.map((item) => (item.task === floors ? { ...item, done: true } : item)),
    );
    expect(stored()).toBeNull();
    await expect.element(again.getByRole('checkbox', { name: floors })).toBeChecked();
  });

  test('saves each tick as it goes when online, unticking too', async () => {
    const { api, ui } = mount({ up: true });
    const screen = await render(ui);
    const task = screen.getByRole('checkbox', { name: floors });
    await task.click();
    await expect.element(screen.getByText('Enregistré')).toBeVisible();
    await expect.element(screen.getByText('3 tâches sur 4 cochées')).toBeVisible();
    await task.click();
    await expect.element(screen.getByText('2 tâches sur 4 cochées')).toBeVisible();
    await expect.poll(() => api.to(`PUT ${checklistPath}`).length).toBe(2);
    const last = api.to(`PUT ${checklistPath}`).at(-1)?.body as { items: ChecklistItem[] };
    expect(last.items.find((item) => item.task === floors)?.done).toBe(false);
    expect(stored()).toBeNull();
  });

  test('keeps a saved tick when a read of the booking that left before it answers after it', async () => {
    // The details on the same page read the booking again when the socket tells of a tick; a read
    // still on its way while the next tick is saved must not put the older checklist back (it was
    // then sent with the tick after, undoing the saved one on the API too).
    const net: Parameters<typeof mount>[0] = { up: true };
    const { api, ui, queryClient } = mount(net);
    const screen = await render(ui);
    const task = screen.getByRole('checkbox', { name: floors });
    await expect.element(task).toBeVisible();
    let answerReads = () => {};
    net.holdReads = new Promise<void>((resolve) => (answerReads = resolve));
    const reads = api.to(`GET ${bookingPath}`).length;
    const reread = queryClient.refetchQueries({ queryKey: ['propre', '/api/bookings/{bookingId}'] });
    await expect.poll(() => api.to(`GET ${bookingPath}`).length).toBe(reads + 1);

    await task.click();
    await expect.element(screen.getByText('3 tâches sur 4 cochées')).toBeVisible();
    await expect.element(screen.getByText('Enregistré')).toBeVisible();
    answerReads();
    await reread;
    await expect.element(task).toBeChecked();
    await expect.element(screen.getByText('3 tâches sur 4 cochées')).toBeVisible();

    net.holdReads = undefined;
    await screen.getByRole('checkbox', { name: 'Poubelles vidées' }).click();
    await expect.element(screen.getByText('4 tâches sur 4 cochées')).toBeVisible();
    await expect.poll(() => api.to(`PUT ${checklistPath}`).length).toBe(2);
    const last = api.to(`PUT ${checklistPath}`).at(-1)?.body as { items: ChecklistItem[] };
    expect(last.items.every((item) => item.done)).toBe(true);
  });

  test('drops ticks the API refuses (the list was submitted meanwhile) and says why', async () => {
    const { ui } = mount({ up: true, refuse: true });
    const screen = await render(ui);
    await screen.getByRole('checkbox', { name: floors }).click();
    await expect.element(screen.getByText(/La liste de contrôle est soumise/)).toBeVisible();
    await expect.element(screen.getByRole('checkbox', { name: floors })).not.toBeChecked();
    expect(stored()).toBeNull();
  });
});

afterEach(async () => {
  await page.viewport(1280, 800);
});
