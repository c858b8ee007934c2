import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './Button.tsx';
import { Menu, MenuItem, MenuLabel, MenuSeparator } from './Menu.tsx';
import { Popover } from './Popover.tsx';

const meta = {
  title: 'UI/Menu and popover',
  component: Menu,
  args: { trigger: <Button variant="secondary">Mon compte</Button>, children: null, label: 'Mon compte' },
  // The texts are the story's args, written in French as a host would give them: a language
  // switch cannot translate them (the matrix still checks contrast and overflow).
  parameters: { propre: { fixedTexts: true } },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

const onSelect = fn();

export const AccountMenu: Story = {
  render: (args) => (
    <Menu {...args}>
      <MenuLabel>Marie Tremblay</MenuLabel>
      <MenuItem onSelect={() => onSelect('profile')}>Profil</MenuItem>
      <MenuItem onSelect={() => onSelect('bookings')}>Mes réservations</MenuItem>
      <MenuSeparator />
      <MenuItem tone="danger" onSelect={() => onSelect('logout')}>
        Se déconnecter
      </MenuItem>
    </Menu>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mon compte' }));
    const menu = await canvas.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Profil' })).toHaveFocus();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Se déconnecter' }));
    await expect(onSelect).toHaveBeenLastCalledWith('logout');
  },
};

export const FilterPopover: Story = {
  render: () => (
    <Popover trigger={<Button variant="secondary">Filtres</Button>} label="Filtres de recherche">
      <p style={{ margin: 0 }}>Note minimale, expérience, animaux acceptés…</p>
    </Popover>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Filtres' }));
    const popover = await canvas.findByRole('dialog', { name: 'Filtres de recherche' });
    await waitFor(() => expect(popover).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: 'Filtres' })).toHaveFocus();
  },
};
