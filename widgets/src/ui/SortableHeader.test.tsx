import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../styles/index.css';
import { SortableHeader, type SortDirection } from './SortableHeader.tsx';
import { TestProvider } from './test-support.tsx';

/** A one-column table whose header cycles none → ascending → descending, as a caller would. */
function Table() {
  const [direction, setDirection] = useState<SortDirection>('none');
  const names = ['Chloé', 'Ana', 'Bruno'].sort((a, b) =>
    direction === 'none' ? 0 : direction === 'ascending' ? a.localeCompare(b) : b.localeCompare(a),
  );
  return (
    <table>
      <thead>
        <tr>
          <SortableHeader
            label="Nom"
            direction={direction}
            onSort={() => setDirection((now) => (now === 'ascending' ? 'descending' : 'ascending'))}
          />
        </tr>
      </thead>
      <tbody>
        {names.map((name) => (
          <tr key={name}>
            <td>{name}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

describe('SortableHeader', () => {
  test('a header button sorts its column, by mouse and keyboard, and aria-sort says the order', async () => {
    const screen = await render(
      <TestProvider>
        <Table />
      </TestProvider>,
    );
    const header = screen.getByRole('columnheader', { name: 'Nom' });
    const shownNames = () =>
      screen
        .getByRole('cell')
        .elements()
        .map((cell) => cell.textContent);
    await expect.element(header).toHaveAttribute('aria-sort', 'none');
    await screen.getByRole('button', { name: 'Nom' }).click();
    await expect.element(header).toHaveAttribute('aria-sort', 'ascending');
    expect(shownNames()).toEqual(['Ana', 'Bruno', 'Chloé']);
    await userEvent.keyboard('{Enter}');
    await expect.element(header).toHaveAttribute('aria-sort', 'descending');
    expect(shownNames()).toEqual(['Chloé', 'Bruno', 'Ana']);
    await userEvent.keyboard(' ');
    await expect.element(header).toHaveAttribute('aria-sort', 'ascending');
  });
});
