import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { demoFaq, emptyStory, noFaq, readStories, slow, withAnswer } from '../story-support/index.ts';
import { FaqList } from './index.ts';

const meta = { title: 'Widgets/Content/FaqList', component: FaqList } satisfies Meta<typeof FaqList>;
export default meta;
type Story = StoryObj<typeof meta>;

const question = /Puis-je annuler ou reporter/;

/** The questions by category; a question opens its answer. */
export const Success: Story = {
  ...withAnswer('growth.listFaq', demoFaq),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: /Pour les clients|For clients/ }, slow)).toBeVisible();
    const summary = canvas.getByText(question);
    await expect(canvas.getByText(/50\s\$ sont retenus/)).not.toBeVisible();
    await userEvent.click(summary);
    await expect(canvas.getByText(/50\s\$ sont retenus/)).toBeVisible();
  },
};

export const Empty: Story = {
  ...emptyStory('growth.listFaq', noFaq, /Aucune question|No questions/),
};

const read = readStories('content', 'growth.listFaq', demoFaq, (root) => within(root).findByText(question, {}, slow));
export const Loading: Story = read.Loading;
export const LoadError: Story = read.LoadError;
export const Appearance: Story = read.Appearance;
