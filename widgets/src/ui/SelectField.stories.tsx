import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { SelectField } from './SelectField.tsx';

const cities = [
  { value: 'montreal', label: 'Montréal' },
  { value: 'quebec', label: 'Québec' },
  { value: 'laval', label: 'Laval' },
  { value: 'longueuil', label: 'Longueuil' },
];

const meta = {
  title: 'UI/SelectField',
  component: SelectField,
  args: { label: 'Ville', name: 'city', options: cities, placeholder: 'Toutes les villes' },
  // The texts are the story's args, written in French as a host would give them: a language
  // switch cannot translate them (the matrix still checks contrast and overflow).
  parameters: { propre: { fixedTexts: true } },
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const select = canvas.getByLabelText('Ville');
    await userEvent.selectOptions(select, 'laval');
    await expect(select).toHaveValue('laval');
  },
};

export const WithHint: Story = { args: { hint: 'Les villes où des personnes de ménage travaillent.' } };

export const WithError: Story = {
  args: { error: 'Choisissez une ville.', required: true },
  play: async ({ canvas }) => {
    const select = canvas.getByLabelText(/Ville/);
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Choisissez une ville.');
  },
};

export const DisabledOption: Story = {
  args: { options: [...cities, { value: 'gaspe', label: 'Gaspé (bientôt)', disabled: true }] },
};
