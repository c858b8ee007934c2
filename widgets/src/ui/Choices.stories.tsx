import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './Checkbox.tsx';
import { CheckboxGroup } from './CheckboxGroup.tsx';
import { RadioGroup } from './RadioGroup.tsx';

const meta = {
  title: 'UI/Checkbox and radio groups',
  component: CheckboxGroup,
  args: {
    legend: 'Animaux à la maison',
    name: 'pets',
    options: [
      { value: 'cats', label: 'Chats' },
      { value: 'dogs', label: 'Chiens' },
      { value: 'birds', label: 'Oiseaux' },
      { value: 'other', label: 'Autres' },
    ],
    onChange: fn(),
  },
  // The texts are the story's args, written in French as a host would give them: a language
  // switch cannot translate them (the matrix still checks contrast and overflow).
  parameters: { propre: { fixedTexts: true } },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Values come back in the options' order, whatever the order of the clicks. */
export const Group: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Animaux à la maison' })).toBeVisible();
    await userEvent.click(canvas.getByLabelText('Chiens'));
    await userEvent.click(canvas.getByLabelText('Chats'));
    await expect(args.onChange).toHaveBeenLastCalledWith(['cats', 'dogs']);
  },
};

export const GroupWithError: Story = {
  args: { error: 'Choisissez au moins un animal.', defaultValue: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Choisissez au moins un animal.')).toBeVisible();
  },
};

export const Inline: Story = { args: { inline: true, defaultValue: ['dogs'] } };

export const SingleCheckbox: Story = {
  render: () => <Checkbox label="Se souvenir de moi" name="rememberMe" hint="Pendant 30 jours sur cet appareil." />,
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Se souvenir de moi' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};

export const CheckboxWithError: Story = {
  render: () => (
    <Checkbox label="J’accepte les conditions d’utilisation" name="acceptTerms" error="Acceptez les conditions pour continuer." />
  ),
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Acceptez les conditions pour continuer.');
  },
};

export const Radio: Story = {
  render: (args) => (
    <RadioGroup
      legend="Fréquence"
      name="frequency"
      defaultValue="once"
      onChange={args.onChange as (value: string) => void}
      options={[
        { value: 'once', label: 'Une fois' },
        { value: 'weekly', label: 'Chaque semaine' },
        { value: 'biweekly', label: 'Aux deux semaines', hint: '10 % de rabais' },
      ]}
    />
  ),
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Une fois' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: /Chaque semaine/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith('weekly');
    await expect(canvas.getByRole('radio', { name: 'Une fois' })).not.toBeChecked();
  },
};

export const RadioWithError: Story = {
  render: () => (
    <RadioGroup
      legend="Type de logement"
      name="propertyType"
      required
      error="Choisissez le type de logement."
      options={[
        { value: 'house', label: 'Maison' },
        { value: 'condo', label: 'Condo' },
        { value: 'apartment', label: 'Appartement' },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Choisissez le type de logement.')).toBeVisible();
  },
};
