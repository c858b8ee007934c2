import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  clientOnboardingAtProperty,
  clientOnboardingAtWelcome,
  clientOnboardingCompleted,
  plateauCondo,
  saintDenisWithPostalCode,
} from '../story-support/fixtures/properties.ts';
import { marie } from '../story-support/fixtures/users.ts';
import {
  appearanceStory,
  type BodyOf,
  expectAlert,
  mockOperation,
  partsWithoutPartnerClass,
  problemAnswer,
  slow,
} from '../story-support/index.ts';
import { ClientOnboarding, ClientOnboardingView } from './index.ts';

const newClient = { ...marie, name: 'Julie Roy', gender: 'prefer_not_to_say' as const };

const meta = {
  title: 'Widgets/ClientOnboarding',
  component: ClientOnboarding,
  args: { onFinish: fn(), headingLevel: 1 },
} satisfies Meta<typeof ClientOnboarding>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The signed-in client every story starts from. */
const signedIn = () => mockOperation('users.getMe', { status: 200, body: newClient });

/** Julie signed in, her onboarding at `progress`; `next` answers the calls the story makes then. */
const onboardingAt = (
  progress: BodyOf<'clients.getMyOnboarding', 200>,
  ...next: (() => HttpHandler)[]
): Pick<Story, 'beforeEach'> => ({
  beforeEach({ msw }) {
    msw.use(
      signedIn(),
      mockOperation('clients.getMyOnboarding', { status: 200, body: progress }),
      ...next.map((handler) => handler()),
    );
  },
});

const welcomeDone = () => mockOperation('clients.completeWelcome', { status: 200, body: clientOnboardingAtProperty });

/** The first screen: a welcome with the person's first name and what comes next. */
export const Welcome: Story = {
  ...onboardingAt(clientOnboardingAtWelcome, welcomeDone),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: /Julie/ }, slow)).toBeVisible();
    await expect(canvas.getByText(/Étape 1 sur 3|Step 1 of 3/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Commencer|Get started/ }));
    // Then the gender, with the answer given at sign-up already chosen.
    await expect(await canvas.findByRole('radio', { name: /préfère ne pas|prefer not/ }, slow)).toBeChecked();
  },
};

/** The gender step: four answers, « je préfère ne pas le dire » is one. */
export const Gender: Story = {
  ...onboardingAt(clientOnboardingAtWelcome, welcomeDone, () =>
    mockOperation('users.updateMe', { status: 200, body: { ...newClient, gender: 'female' } }),
  ),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Commencer|Get started/ }, slow));
    await userEvent.click(await canvas.findByRole('radio', { name: /^(Femme|Woman)$/ }, slow));
    await userEvent.click(canvas.getByRole('button', { name: /Continuer|Continue/ }));
    await expect(await canvas.findByRole('heading', { name: /propriété|property/ }, slow)).toHaveFocus();
  },
};

/** Back on another day after the welcome: the server says the property is next. */
export const Property: Story = {
  ...onboardingAt(
    clientOnboardingAtProperty,
    () => mockOperation('properties.suggestAddresses', { status: 200, body: saintDenisWithPostalCode }),
    () => mockOperation('properties.create', { status: 201, body: plateauCondo }),
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('combobox', { name: /Adresse|Address/ }, slow)).toBeVisible();
    await expect(canvas.getByText(/Étape 3 sur 3|Step 3 of 3/)).toBeVisible();
  },
};

/** Every step done: the celebration, then on to the search. */
export const Celebration: Story = {
  ...onboardingAt(clientOnboardingCompleted),
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Trouver un nettoyeur|Find a cleaner/ }, slow));
    await waitFor(() => expect(args.onFinish).toHaveBeenCalled());
  },
};

/** The progress cannot be read (500): a calm error with its request id and a retry. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(signedIn(), problemAnswer('clients.getMyOnboarding', 500, 'internal_error'));
  },
  play: ({ canvasElement }) => expectAlert(canvasElement, /req_01jd0v3v4m7q8r9s0t1u2v3w4x/),
};

/** The welcome cannot be recorded (503): said above the button, which stays. */
export const WelcomeFails: Story = {
  ...onboardingAt(clientOnboardingAtWelcome, () => problemAnswer('clients.completeWelcome', 503, 'service_unavailable')),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Commencer|Get started/ }, slow));
    await expect(await canvas.findByRole('alert', {}, slow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Commencer|Get started/ })).toBeVisible();
  },
};

/** Not signed in: the way to sign in or to create a client account. */
export const SignedOut: Story = {
  beforeEach({ msw }) {
    msw.use(problemAnswer('users.getMe', 401, 'unauthenticated'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: /Créer un compte|Create an account/ }, slow)).toHaveAttribute(
      'href',
      '/auth',
    );
  },
};

/** Loading: the shape of a screen, nothing that jumps. */
export const Loading: StoryObj<typeof ClientOnboardingView> = {
  render: () => (
    <ClientOnboardingView
      status="loading"
      screen="welcome"
      done={new Set()}
      brandName="Propre"
      gender=""
      onGenderChange={() => undefined}
      onStart={() => undefined}
      onGenderContinue={() => undefined}
      onBack={() => undefined}
    />
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(
        canvasElement.querySelector('[data-part="clientOnboardingRoot"][data-state="loading"] [aria-busy="true"]'),
      ).not.toBeNull(),
    );
  },
};

/** A partner's class on every part: the welcome, then the gender step. */
export const Appearance: Story = {
  args: appearanceStory('client-onboarding').args,
  ...onboardingAt(clientOnboardingAtWelcome, welcomeDone),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: /Julie/ }, slow)).toBeVisible();
    await expect(partsWithoutPartnerClass(canvasElement)).toEqual([]);
    await userEvent.click(canvas.getByRole('button', { name: /Commencer|Get started/ }));
    await canvas.findByRole('radio', { name: /préfère ne pas|prefer not/ }, slow);
    await expect(partsWithoutPartnerClass(canvasElement)).toEqual([]);
  },
};

/** The celebration with a partner's class on every part (its drawing too). */
export const CelebrationAppearance: Story = {
  ...onboardingAt(clientOnboardingCompleted),
  ...appearanceStory('client-onboarding', (root) =>
    within(root).findByRole('button', { name: /Trouver un nettoyeur|Find a cleaner/ }, slow),
  ),
};
