import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { SortableHeader, type SortDirection } from './SortableHeader.tsx';

/** A header row as an admin table has it: one column sorted, the others sortable. */
function Headers() {
  const [sort, setSort] = useState<{ column: string; direction: SortDirection }>({ column: 'Nom', direction: 'ascending' });
  const directionOf = (column: string): SortDirection => (sort.column === column ? sort.direction : 'none');
  const flip = (column: string) =>
    setSort((now) => ({
      column,
      direction: now.column === column && now.direction === 'ascending' ? 'descending' : 'ascending',
    }));
  return (
    <table style={{ borderCollapse: 'collapse', maxWidth: 560, width: '100%' }}>
      <caption>Comptes</caption>
      <thead>
        <tr>
          {['Nom', 'Courriel', 'Créé le'].map((column) => (
            <SortableHeader key={column} label={column} direction={directionOf(column)} onSort={() => flip(column)} />
          ))}
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>Ana</td>
          <td>ana@example.test</td>
          <td>3 mars 2026</td>
        </tr>
      </tbody>
    </table>
  );
}

const meta = {
  title: 'UI/SortableHeader',
  component: Headers,
  // The column names are the story's own, as a host would give them.
  parameters: { propre: { fixedTexts: true } },
} satisfies Meta<typeof Headers>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sorting: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: 'Nom' })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(canvas.getByRole('button', { name: 'Créé le' }));
    await expect(canvas.getByRole('columnheader', { name: 'Créé le' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getByRole('columnheader', { name: 'Nom' })).toHaveAttribute('aria-sort', 'none');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('columnheader', { name: 'Créé le' })).toHaveAttribute('aria-sort', 'descending');
  },
};
