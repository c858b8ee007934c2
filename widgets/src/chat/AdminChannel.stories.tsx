import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { findPart } from '../story-support/find-part.ts';
import {
  adminInbox,
  appearanceStory,
  chatViewer,
  expectRetry,
  mockOperation,
  mockSocket,
  problemAnswer,
  slow,
} from '../story-support/index.ts';
import { signedInAs } from './story-frame.tsx';
import { AdminChannel } from './widgets.ts';

const welcome = adminInbox.items[0] as (typeof adminInbox.items)[number];
const read = { ...welcome, readAt: new Date().toISOString() };

const meta = {
  title: 'Widgets/Chat/AdminChannel',
  component: AdminChannel,
  decorators: [signedInAs(chatViewer)],
} satisfies Meta<typeof AdminChannel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The team's message, new until shown: marked read once on screen. */
export const Success: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockOperation('messaging.listMyAdminMessages', { status: 200, body: adminInbox }),
      mockOperation('messaging.markAdminMessageRead', { status: 200, body: read }),
      ...mockSocket(),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(/Bienvenue sur la plateforme/, {}, slow)).toBeVisible();
    await expect(await findPart(canvasElement, 'chatAdminItem')).toHaveAttribute('data-state', 'unread');
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(/équipe|team/);
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockOperation('messaging.listMyAdminMessages', { status: 200, body: { items: [], nextCursor: null, unreadCount: 0 } }),
      ...mockSocket(),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/Aucun message de l’équipe|No messages from the team/, {}, slow),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockOperation('messaging.listMyAdminMessages', { status: 200, body: adminInbox, delay: 'infinite' }),
      ...mockSocket({ behaviour: 'silent' }),
    );
  },
  play: async ({ canvasElement }) => {
    await waitFor(
      async () => expect(await findPart(canvasElement, 'chatAdminChannel')).toHaveAttribute('data-state', 'loading'),
      slow,
    );
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(problemAnswer('messaging.listMyAdminMessages', 500, 'internal_error'), ...mockSocket());
  },
  play: ({ canvasElement }) => expectRetry(canvasElement),
};

/** A partner's class on every part: each rendered part carries it. */
export const Appearance: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockOperation('messaging.listMyAdminMessages', {
        status: 200,
        body: { ...adminInbox, items: [welcome, { ...read, id: 'amsg_01jd0v3v4m0000000000000002' }] },
      }),
      mockOperation('messaging.markAdminMessageRead', { status: 200, body: read }),
      ...mockSocket(),
    );
  },
  ...appearanceStory('chat', async (root) =>
    expect(await within(root).findAllByText(/Bienvenue sur la plateforme/, {}, slow)).toHaveLength(2),
  ),
};
