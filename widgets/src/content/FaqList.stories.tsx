import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appearanceStory, demoFaq, expectRetry, mockOperation, noFaq, problemBody, slow } from '../story-support/index.ts';
import { FaqList } from './index.ts';

const meta = { title: 'Widgets/Content/FaqList', component: FaqList } satisfies Meta<typeof FaqList>;
export default meta;
type Story = StoryObj<typeof meta>;

const question = /Puis-je annuler ou reporter/;

/** The questions by category; a question opens its answer. */
export const Success: Story = {
  beforeEach({ msw }) {
    msw.use(mockOperation('growth.listFaq', { status: 200, body: demoFaq }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: /Pour les clients|For clients/ }, slow)).toBeVisible();
    const summary = canvas.getByText(question);
    await expect(canvas.getByText(/50\s\$ sont retenus/)).not.toBeVisible();
    await userEvent.click(summary);
    await expect(canvas.getByText(/50\s\$ sont retenus/)).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(mockOperation('growth.listFaq', { status: 200, body: demoFaq, delay: 'infinite' }));
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-part="contentSkeleton"]')).not.toBeNull(), slow);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/Chargement|Loading/);
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(mockOperation('growth.listFaq', { status: 200, body: noFaq }));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Aucune question|No questions/, {}, slow)).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(mockOperation('growth.listFaq', { status: 500, body: problemBody('internal_error', 500) }));
  },
  play: async ({ canvasElement }) => expectRetry(canvasElement),
};

export const Appearance: Story = {
  ...appearanceStory('content', (root) => within(root).findByText(question, {}, slow)),
  beforeEach({ msw }) {
    msw.use(mockOperation('growth.listFaq', { status: 200, body: demoFaq }));
  },
};
