import { search } from '@propre/sdk/query';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQuery } from '@tanstack/react-query';
import { expect, waitFor, within } from 'storybook/test';
import { usePropre } from '../context/hooks.ts';
import { ProblemAlert } from '../ui/ProblemAlert.tsx';
import { InvalidMockBodyError, mockNetworkError, mockOperation, montrealResults, problemBody } from './index.ts';

/** The smallest data component: what a widget does with the client of the global decorator. */
function CleanerNames() {
  const { client } = usePropre();
  const query = useQuery(search.findCleaners(client, { city: 'Montréal' }));
  if (query.error) return <ProblemAlert error={query.error} />;
  if (!query.data) return <p aria-busy="true">Chargement…</p>;
  return (
    <ul aria-label="Résultats">
      {query.data.items.map((result) => (
        <li key={result.cleaner.id}>{result.cleaner.name}</li>
      ))}
    </ul>
  );
}

/**
 * Checks of the story support itself, in the browser: the MSW worker answers with the contract's
 * mocks through the SDK client of the global decorator, and a mock body the contract refuses
 * stops the story.
 */
const meta = {
  title: 'Story support/Contract mocks',
  render: () => <CleanerNames />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const AnsweredByTheMock: Story = {
  beforeEach({ msw }) {
    msw.use(mockOperation('search.findCleaners', { status: 200, body: montrealResults }));
  },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Résultats' });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Sophie Gagnon', 'Amina Diallo', 'Carlos Rodriguez']);
  },
};

/** A problem body reaches the widget as a ProblemError; a 5xx shows its request id. */
export const ProblemFromTheMock: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockOperation('search.findCleaners', {
        status: 503,
        body: problemBody('service_unavailable', 503, { requestId: 'req_mock_503' }),
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('req_mock_503');
  },
};

export const NetworkFailure: Story = {
  beforeEach({ msw }) {
    msw.use(mockNetworkError('search.findCleaners'));
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await waitFor(() => expect(alert.querySelector('[data-part="requestId"]')).toBeNull());
  },
};

/** Building a handler with a body the contract refuses throws — in a story's beforeEach, the story fails. */
export const InvalidBodyIsRefused: Story = {
  render: () => <p>Un corps de réponse invalide arrête l’histoire.</p>,
  play: async () => {
    const invalid = { ...montrealResults, nextCursor: 3 };
    await expect(() => mockOperation('search.findCleaners', { status: 200, body: invalid as never })).toThrow(
      InvalidMockBodyError,
    );
    await expect(() => mockOperation('search.findCleaners', { status: 200, body: invalid as never })).toThrow(
      '/nextCursor must be string,null',
    );
  },
};
