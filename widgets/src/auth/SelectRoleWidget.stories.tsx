import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  alertSays,
  appearanceStory,
  type Canvas,
  loadedStory,
  marie,
  networkErrorStory,
  refusedStory,
  serverErrorStory,
  sophieAccount,
  widgetsLoaded,
  withAnswer,
  withPendingAnswer,
} from '../story-support/index.ts';
import { SelectRoleWidget } from './index.ts';

const meta = {
  title: 'Widgets/Auth/SelectRoleWidget',
  component: SelectRoleWidget,
  args: { termsHref: '/terms' },
} satisfies Meta<typeof SelectRoleWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

const submit = (canvas: Canvas) => canvas.getByRole('button', { name: /^(Continuer|Continue)$/ });
const state = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-part="authSelectRole"]')?.dataset.state;

/** Chooses a role (Client unless told) and continues. */
async function choose(root: HTMLElement, role = /^Client/) {
  const canvas = within(root);
  await userEvent.click(canvas.getByRole('radio', { name: role }));
  await userEvent.click(submit(canvas));
  return canvas;
}

/** The two cards and the terms notice linking to /terms. */
export const Default: Story = loadedStory(async (canvas) => {
  await expect(canvas.getAllByRole('radio')).toHaveLength(2);
  await expect(canvas.getByRole('link', { name: /conditions d’utilisation|terms of service/ })).toHaveAttribute('href', '/terms');
});

/** Continue without a choice: "role must be chosen" beside the cards (spec §5), the focus on them. */
export const RoleRequired: Story = loadedStory(async (canvas, canvasElement) => {
  await userEvent.click(submit(canvas));
  await waitFor(() =>
    expect(canvasElement.querySelector('[data-part="authRole"]')).toHaveTextContent(/Choisissez un rôle|Choose a role/),
  );
  await expect(canvas.getAllByRole('radio')[0]).toHaveFocus();
});

/** Waiting for the API. */
export const Submitting: Story = {
  ...withPendingAnswer('auth.selectRole', { redirectTo: '/client-onboarding', user: marie }),
  ...loadedStory(async (_canvas, canvasElement) => {
    await choose(canvasElement);
    await waitFor(() => expect(state(canvasElement)).toBe('submitting'));
  }),
};

/** Chosen: the widget says so while the host goes to the server's `redirectTo`. */
export const Success: Story = {
  ...withAnswer('auth.selectRole', { redirectTo: '/onboarding', user: sophieAccount }),
  play: async ({ canvasElement }) => {
    await widgetsLoaded(canvasElement);
    const canvas = await choose(canvasElement, /^(Nettoyeur|Cleaner)/);
    await expect(await canvas.findByRole('status')).toHaveTextContent(/C’est noté|Got it/);
  },
};

/** Already chosen elsewhere (409 role_already_selected): the role-selection error with the reason. */
export const AlreadyChosen: Story = refusedStory(
  'auth.selectRole',
  choose,
  { status: 409, code: 'role_already_selected' },
  alertSays(/Erreur lors du choix du rôle|Role selection failed/, /déjà choisi|already/),
);

/** A server error: the request id and a retry. */
export const ServerError: Story = serverErrorStory('auth.selectRole', choose, { retry: true });

/** No answer at all. */
export const NetworkError: Story = networkErrorStory('auth.selectRole', choose);

/** Every part takes the partner's class from `appearance.elements`. */
export const Appearance: Story = appearanceStory('auth');
