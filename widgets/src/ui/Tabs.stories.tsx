import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Tabs } from './Tabs.tsx';

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: {
    label: 'Mes réservations',
    items: [
      { value: 'upcoming', label: 'À venir', content: <p>Ménage régulier, jeudi 4 décembre à 9 h.</p> },
      { value: 'past', label: 'Passées', content: <p>Grand ménage, 12 novembre.</p> },
      { value: 'cancelled', label: 'Annulées', content: <p>Aucune réservation annulée.</p>, disabled: true },
    ],
  },
  // The texts are the story's args, written in French as a host would give them: a language
  // switch cannot translate them (the matrix still checks contrast and overflow).
  parameters: { propre: { fixedTexts: true } },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move between tabs (Radix roving focus); a disabled tab is skipped. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tablist', { name: 'Mes réservations' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'À venir' }));
    await userEvent.keyboard('{ArrowRight}');
    const past = canvas.getByRole('tab', { name: 'Passées' });
    await expect(past).toHaveFocus();
    await expect(past).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('12 novembre');
  },
};

export const SecondSelected: Story = { args: { defaultValue: 'past' } };
