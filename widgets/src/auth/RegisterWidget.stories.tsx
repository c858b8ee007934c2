import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { newClient, termsInForce } from '../story-support/fixtures/auth.ts';
import {
  appearanceStory,
  authSession,
  besideField,
  type Canvas,
  expectBeside,
  loadedStory,
  mockOperation,
  networkErrorStory,
  onPhone,
  rateLimitedStory,
  refusedStory,
  sentStory,
  serverErrorStory,
  shows,
  widgetsLoaded,
  withAnswer,
} from '../story-support/index.ts';
import { RegisterWidget } from './index.ts';

const meta = {
  title: 'Widgets/Auth/RegisterWidget',
  component: RegisterWidget,
  args: { loginHref: '/connexion', termsHref: '/terms' },
  ...withAnswer('auth.getTerms', termsInForce),
} satisfies Meta<typeof RegisterWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

// The toolbar switches the language: each query accepts both.
const field = (canvas: Canvas, label: RegExp) => canvas.getByLabelText(label);
const name = (canvas: Canvas) => field(canvas, /^(Nom complet|Full name)$/);
const username = (canvas: Canvas) => field(canvas, /^(Nom d’utilisateur|Username)$/);
const email = (canvas: Canvas) => field(canvas, /^(Courriel|Email)$/);
const password = (canvas: Canvas) => field(canvas, /^(Mot de passe|Password)$/);
const gender = (canvas: Canvas) => field(canvas, /^(Genre|Gender)$/);
const referral = (canvas: Canvas) => field(canvas, /^(Code de parrainage|Referral code)/);
const terms = (canvas: Canvas) => canvas.getByRole('checkbox', { name: /conditions d’utilisation|terms of service/ });
const submit = (canvas: Canvas) => canvas.getByRole('button', { name: /^(Créer mon compte|Create my account)$/ });
const state = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-part="authRegister"]')?.dataset.state;

/** Fills the whole form with valid values; `overrides` changes some of them ('' leaves one empty). */
async function fill(
  root: HTMLElement,
  overrides: Partial<Record<'name' | 'username' | 'email' | 'password' | 'referral', string>> = {},
) {
  const canvas = within(root);
  const values = {
    name: 'Alex Roy',
    username: 'alex.roy',
    email: 'alex@example.ca',
    password: 'Lavande-Fenetre-42',
    referral: '',
    ...overrides,
  };
  await userEvent.click(canvas.getByRole('radio', { name: /^(Client)/ }));
  if (values.name) await userEvent.type(name(canvas), values.name);
  if (values.username) await userEvent.type(username(canvas), values.username);
  if (values.email) await userEvent.type(email(canvas), values.email);
  if (values.password) await userEvent.type(password(canvas), values.password);
  await userEvent.selectOptions(gender(canvas), 'prefer_not_to_say');
  if (values.referral) await userEvent.type(referral(canvas), values.referral);
  await userEvent.click(terms(canvas));
  const consent = canvas.queryByRole('checkbox', { name: /English version/ });
  if (consent) await userEvent.click(consent);
  return canvas;
}

/** Fills the whole form with valid values (but `overrides`) and sends it. */
async function send(root: HTMLElement, overrides: Parameters<typeof fill>[1] = {}) {
  const canvas = await fill(root, overrides);
  await userEvent.click(submit(canvas));
  return canvas;
}

/** The form as a person finds it. */
export const Default: Story = loadedStory(async (canvas, canvasElement) => {
  await expect(name(canvas)).toBeVisible();
  await expect(state(canvasElement)).toBe('idle');
});

/** Sent empty: every required field says so beside it, the role first, and the focus goes to the role. */
export const Required: Story = loadedStory(async (canvas, canvasElement) => {
  await userEvent.click(submit(canvas));
  await waitFor(() => expect(canvas.getByRole('radio', { name: /^Client/ })).toHaveFocus());
  await expect(canvasElement.querySelector('[data-part="authRole"]')).toHaveTextContent(/Choisissez un rôle|Choose a role/);
  await expect(name(canvas)).toHaveAccessibleDescription(/Ce champ est requis|This field is required/);
  await expect(email(canvas)).toHaveAccessibleDescription(/Ce champ est requis|This field is required/);
  await expect(gender(canvas)).toHaveAccessibleDescription(/Ce champ est requis|This field is required/);
  await expect(terms(canvas)).toHaveAccessibleDescription(/Acceptez les conditions|Accept the terms/);
});

/** An address without its domain, a username with spaces: both refused before anything is sent. */
export const InvalidEmailAndUsername: Story = sentStory(
  (root) => send(root, { email: 'alex@exemple', username: 'alex roy' }),
  async (canvas) => {
    await expectBeside(email(canvas), /n’est pas valide|isn’t valid/);
    await expect(username(canvas)).toHaveAccessibleDescription(/De 3 à 30 caractères|3 to 30 characters/);
  },
);

/** A common password: the API's rule beside the field, before the API is asked. */
export const CommonPassword: Story = {
  play: async ({ canvasElement }) => {
    await widgetsLoaded(canvasElement);
    const canvas = await fill(canvasElement, { password: 'motdepasse123' });
    await expect(canvasElement.querySelector('[data-part="authStrength"]')).toHaveAttribute('data-strength', 'weak');
    await userEvent.click(submit(canvas));
    await waitFor(() => expect(password(canvas)).toHaveAccessibleDescription(/trop courant|too common/));
  },
};

/** Too short: « Au moins 8 caractères ». */
export const ShortPassword: Story = sentStory(
  (root) => send(root, { password: 'court' }),
  besideField(password, /Au moins 8 caractères|At least 8 characters/),
);

/** The strength meter as a long, varied password is typed. */
export const StrongPassword: Story = loadedStory(async (canvas, canvasElement) => {
  await userEvent.type(password(canvas), 'Lavande-Fenetre-Matin-42');
  await expect(canvasElement.querySelector('[data-part="authStrength"]')).toHaveAttribute('data-strength', 'strong');
});

/** Sent, waiting for the API. */
export const Submitting: Story = {
  beforeEach({ msw }) {
    msw.use(mockOperation('auth.signup', { status: 201, body: authSession(newClient), delay: 'infinite' }));
  },
  play: async ({ canvasElement }) => {
    await widgetsLoaded(canvasElement);
    const canvas = await send(canvasElement);
    await waitFor(() => expect(state(canvasElement)).toBe('submitting'));
    await expect(canvas.getByRole('button', { name: /Création du compte|Creating your account/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The API refuses the referral code (422 invalid_referral_code): said beside the code. */
export const InvalidReferralCode: Story = refusedStory(
  'auth.signup',
  (root) => send(root, { referral: 'PASUNCODE' }),
  { status: 422, code: 'invalid_referral_code' },
  async (canvas) => {
    await expectBeside(referral(canvas), /code de parrainage n’est pas valide|referral code/i);
    await waitFor(() => expect(referral(canvas)).toHaveFocus());
  },
);

/** The API finds the password too common (a word the browser's short list lacks). */
export const PasswordTooCommonByApi: Story = refusedStory(
  'auth.signup',
  send,
  { status: 422, code: 'password_too_common' },
  besideField(password, /trop courant|too common/),
);

/** The email is taken (409 email_taken): beside the email. */
export const EmailTaken: Story = refusedStory(
  'auth.signup',
  send,
  { status: 409, code: 'email_taken' },
  besideField(email, /existe déjà|already/),
);

/** Too many sign-ups from here (429): how long to wait. */
export const RateLimited: Story = rateLimitedStory('auth.signup', send, 120, { wait: /2 minutes/ });

/** A 500: "Failed to register" (spec §8), the request id, and a retry. */
export const ServerError: Story = serverErrorStory('auth.signup', send, { retry: true });

/** No answer at all. */
export const NetworkError: Story = networkErrorStory('auth.signup', send);

/** Signed up: a welcome in place of the form. */
export const Success: Story = {
  beforeEach({ msw }) {
    msw.use(mockOperation('auth.signup', { status: 201, body: authSession(newClient) }));
  },
  play: async ({ canvasElement }) => {
    await widgetsLoaded(canvasElement);
    const canvas = await send(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(/Alex/);
    await expect(state(canvasElement)).toBe('success');
  },
};

/**
 * In English the terms are an English document: the person also confirms they were offered the
 * French version and choose the English one (Charter of the French language), or no account.
 */
export const EnglishConsentRequired: Story = {
  globals: { locale: 'en' },
  ...loadedStory(async (canvas) => {
    await userEvent.click(terms(canvas));
    await userEvent.click(submit(canvas));
    const consent = canvas.getByRole('checkbox', { name: /English version/ });
    await waitFor(() => expect(consent).toHaveAccessibleDescription(/Required to accept the terms in English/));
    await expect(canvas.getByRole('link', { name: 'Lire la version française' })).toBeVisible();
  }),
};

/** On a phone (360 px wide): the role cards stack. */
export const Phone: Story = {
  decorators: [onPhone],
  ...loadedStory(shows(submit)),
};

/** Every part takes the partner's class from `appearance.elements`. */
export const Appearance: Story = appearanceStory('auth');
