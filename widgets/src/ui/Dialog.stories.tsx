import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './Button.tsx';
import { Dialog, DialogClose } from './Dialog.tsx';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: {
    title: 'Annuler la réservation ?',
    description: 'Le ménage du 4 décembre sera annulé. Le dépôt vous sera remboursé.',
  },
  render: (args) => (
    <Dialog
      {...args}
      trigger={<Button variant="danger">Annuler la réservation</Button>}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="ghost">Garder la réservation</Button>
          </DialogClose>
          <Button variant="danger">Annuler le ménage</Button>
        </>
      }
    />
  ),
  // The texts are the story's args, written in French as a host would give them: a language
  // switch cannot translate them (the matrix still checks contrast and overflow).
  parameters: { propre: { fixedTexts: true } },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from its trigger; Escape closes it and gives the focus back to the trigger. */
export const FromTrigger: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Annuler la réservation' });
    await userEvent.click(trigger);
    const dialog = await canvas.findByRole('dialog', { name: 'Annuler la réservation ?' });
    await expect(dialog).toHaveAccessibleDescription(/4 décembre/);
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** Open from the start, as a designer reviews it. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const WithForm: Story = {
  args: { defaultOpen: true, title: 'Ajouter une propriété', description: undefined, size: 'lg' },
  render: (args) => (
    <Dialog {...args} footer={<Button type="submit">Enregistrer</Button>}>
      <TextField label="Adresse" name="streetAddress" autoComplete="street-address" />
      <TextField label="Code postal" name="postalCode" autoComplete="postal-code" />
    </Dialog>
  ),
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Ajouter une propriété' });
    await waitFor(() => expect(within(dialog).getByLabelText('Code postal')).toBeVisible());
  },
};
