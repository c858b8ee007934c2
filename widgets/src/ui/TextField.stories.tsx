import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'Adresse courriel', name: 'email', type: 'email', autoComplete: 'email' },
  // The texts are the story's args, written in French as a host would give them: a language
  // switch cannot translate them (the matrix still checks contrast and overflow).
  parameters: { propre: { fixedTexts: true } },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Adresse courriel');
    await userEvent.type(input, 'marie@demo.propre.ca');
    await expect(input).toHaveValue('marie@demo.propre.ca');
  },
};

export const WithHint: Story = {
  args: { hint: 'Nous ne la partageons avec personne.' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Adresse courriel');
    await expect(input).toHaveAccessibleDescription('Nous ne la partageons avec personne.');
  },
};

/** The error is linked to the field (aria-describedby), marked invalid and announced. */
export const WithError: Story = {
  args: { defaultValue: 'marie@', error: 'Entrez une adresse courriel valide, par exemple nom@exemple.ca.' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Adresse courriel');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/adresse courriel valide/);
  },
};

export const Password: Story = {
  args: {
    label: 'Mot de passe',
    name: 'password',
    type: 'password',
    autoComplete: 'current-password',
    defaultValue: 'Demo-Propre-2026',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Mot de passe', { selector: 'input' });
    await expect(input).toHaveAttribute('type', 'password');
    const reveal = canvas.getByRole('button', { pressed: false });
    await userEvent.click(reveal);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(reveal).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Optional: Story = { args: { label: 'Téléphone', name: 'phone', type: 'tel', optional: true, autoComplete: 'tel' } };
export const DateField: Story = {
  name: 'Date',
  args: { label: 'Date du ménage', name: 'date', type: 'date', defaultValue: '2026-12-04' },
};
export const NumberField: Story = {
  name: 'Number',
  args: { label: 'Chambres', name: 'bedrooms', type: 'number', min: 0, max: 12, defaultValue: 3 },
};
export const Search: Story = { args: { label: 'Ville', name: 'city', type: 'search', placeholder: 'Montréal' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'marie@demo.propre.ca' } };
