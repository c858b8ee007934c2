import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  approvedIdDocument,
  everyPart,
  mockOperation,
  myDocuments,
  nearMontreal,
  newCleanerOwnProfile,
  noBlocks,
  nothingNear,
  onboardingCompleted,
  onboardingReadyToWork,
  onboardingStart,
  onboardingVerification,
  partsWithoutPartnerClass,
  pendingInsurance,
  problemAnswer,
  rejectedBackgroundCheck,
  sentStory,
  slow,
  sophieOwnProfile,
  weeklyBlocks,
  withAnswer,
  withAnswers,
  withPendingAnswer,
} from '../story-support/index.ts';
import { CleanerOnboarding } from './index.ts';

const meta = {
  title: 'Widgets/CleanerOnboarding',
  component: CleanerOnboarding,
  args: { onComplete: fn(), onFinishLater: fn() },
  ...withAnswers(
    {
      'cleaners.getMyOnboarding': onboardingStart,
      'cleaners.getMyProfile': newCleanerOwnProfile,
      'availability.listMyBlocks': noBlocks,
      'verification.listMyDocuments': myDocuments([]),
    },
    problemAnswer('verification.getDocumentFile', 404, 'document_not_found'),
  ),
} satisfies Meta<typeof CleanerOnboarding>;

export default meta;
type Story = StoryObj<typeof meta>;

const stepTitle = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-part="cleanerOnboardingStepTitle"]');

/** The progress loads: skeleton steps and cards. */
export const Loading: Story = {
  ...withPendingAnswer('cleaners.getMyOnboarding', onboardingStart),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-state="loading"]')).toHaveAttribute('aria-busy', 'true'), slow);
    await expect(canvasElement.querySelector('[data-part="cleanerOnboardingSkeleton"]')).not.toBeNull();
  },
};

/** The progress could not load: the error with its request id, and a retry. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(problemAnswer('cleaners.getMyOnboarding', 500, 'internal_error'));
  },
  play: async ({ canvasElement, canvas }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-state="error"]')).not.toBeNull(), slow);
    await expect(canvas.getByText(/req_01jd0v3v4m7q8r9s0t1u2v3w4x/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Réessayer|Try again|Retry/ })).toBeVisible();
  },
};

/** A new cleaner: step 1 of 3, what it lacks, the profile sections and the nearby cities. */
export const QuickStart: Story = {
  play: async ({ canvasElement, canvas }) => {
    await expect(await canvas.findByText(/Étape 1 sur 3|Step 1 of 3/, {}, slow)).toBeVisible();
    await expect(stepTitle(canvasElement)).toHaveTextContent(/Démarrage rapide|Quick start/);
    await expect(canvasElement.querySelectorAll('[data-part="cleanerOnboardingMissing"] li')).toHaveLength(4);
    await expect(await canvas.findByRole('region', { name: /Présentation|About me/ }, slow)).toBeVisible();
    await expect(canvasElement.querySelector('[data-part="cleanerOnboardingStepItem"][data-state="upcoming"] button')).toBeNull();
  },
};

/** « Continuer » before the step is done: the server's missing items, named. */
export const ContinueRefused: Story = {
  play: async ({ canvasElement, canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^(Continuer|Continue)$/ }, slow));
    const alert = await canvas.findByRole('alert', {}, slow);
    await expect(alert).toHaveTextContent(/Votre présentation|Your introduction/);
    await expect(stepTitle(canvasElement)).toHaveTextContent(/Démarrage rapide|Quick start/);
  },
};

/** Types Montréal as the person's city and asks for the cities near it. */
async function findNearby(root: HTMLElement) {
  const canvas = within(root);
  await userEvent.type(await canvas.findByLabelText(/Votre ville|Your city/, {}, slow), 'Montréal');
  await userEvent.click(canvas.getByRole('button', { name: /Trouver les villes proches|Find nearby cities/ }));
  return canvas;
}

/** Nearby cities: none within the distance (spec §8), said beside the search. */
export const NoCitiesInDistance: Story = sentStory(
  findNearby,
  async (canvas) => expect(await canvas.findByText(/Aucune ville à moins de|No city within/, {}, slow)).toBeVisible(),
  () => mockOperation('places.listNearbyCities', { status: 200, body: nothingNear }),
);

/** Nearby cities could not be fetched (spec §8): the message and a retry. */
export const NearbyCitiesFailed: Story = sentStory(
  findNearby,
  async (canvas) =>
    expect(await canvas.findByText(/Impossible de charger les villes|Nearby cities could not be loaded/, {}, slow)).toBeVisible(),
  () => problemAnswer('places.listNearbyCities', 500, 'internal_error'),
);

/** Nearby cities found: offered as checkboxes, all chosen. */
export const NearbyCitiesFound: Story = sentStory(
  findNearby,
  async (canvas) => expect(await canvas.findByRole('checkbox', { name: 'Laval' }, slow)).toBeChecked(),
  () => mockOperation('places.listNearbyCities', { status: 200, body: nearMontreal }),
);

/** Step 2 (where the person left off): photo, address, experience, weekly availability. */
export const ReadyToWork: Story = {
  ...withAnswers({
    'cleaners.getMyOnboarding': onboardingReadyToWork,
    'cleaners.getMyProfile': sophieOwnProfile,
    'availability.listMyBlocks': weeklyBlocks,
  }),
  play: async ({ canvasElement, canvas }) => {
    await expect(await canvas.findByText(/Étape 2 sur 3|Step 2 of 3/, {}, slow)).toBeVisible();
    await expect(canvasElement.querySelector('[data-part="cleanerOnboardingStepItem"][data-state="done"]')).not.toBeNull();
    await expect(await canvas.findByRole('checkbox', { name: /Lundi\s: matin|Monday: morning/ }, slow)).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /Mardi\s: matin|Tuesday: morning/ })).not.toBeChecked();
  },
};

/** No half-day chosen: said beside the grid, nothing sent. */
export const AvailabilityEmpty: Story = {
  ...withAnswer('cleaners.getMyOnboarding', onboardingReadyToWork),
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: /Enregistrer mes disponibilités|Save my availability/ }, slow),
    );
    await expect(await canvas.findByText(/au moins une demi-journée|at least one half-day/)).toBeVisible();
  },
};

/** The weekly template refused by the API (5xx): the forms kit's alert under the grid, focused, with the request id. */
export const AvailabilityRefused: Story = {
  ...withAnswers(
    { 'cleaners.getMyOnboarding': onboardingReadyToWork, 'availability.listMyBlocks': weeklyBlocks },
    problemAnswer('availability.setWeeklyTemplate', 500, 'internal_error'),
  ),
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: /Enregistrer mes disponibilités|Save my availability/ }, slow),
    );
    const alert = await canvas.findByRole('alert', {}, slow);
    await expect(alert).toHaveTextContent(/Une erreur est survenue|Something went wrong/);
    await waitFor(() => expect(alert.closest('[tabindex="-1"]')).toHaveFocus());
  },
};

/** Nearby cities with no home city: asked for beside the field, which takes the focus; nothing fetched. */
export const NearbyCityRequired: Story = {
  play: async ({ canvas }) => {
    const city = await canvas.findByLabelText(/Votre ville|Your city/, {}, slow);
    await userEvent.clear(city);
    await userEvent.click(canvas.getByRole('button', { name: /Trouver les villes proches|Find nearby cities/ }));
    await waitFor(() => expect(city).toHaveFocus());
    await expect(city).toHaveAccessibleDescription(/ville|city/i);
  },
};

/** A postal code not in the A1A 1A1 format, refused beside the field. */
export const AddressInvalid: Story = {
  ...withAnswer('cleaners.getMyOnboarding', onboardingReadyToWork),
  play: async ({ canvasElement, canvas }) => {
    const form = await waitFor(() => {
      const found = canvasElement.querySelector('[data-part="cleanerOnboardingAddress"]');
      expect(found).not.toBeNull();
      return within(found as HTMLElement);
    }, slow);
    await userEvent.type(form.getByLabelText(/^(Code postal|Postal code)/), '12345');
    await userEvent.click(form.getByRole('button', { name: /Enregistrer|Save/ }));
    await expect(await canvas.findByText(/A1A 1A1 format|format A1A 1A1/)).toBeVisible();
  },
};

/** Step 3, identity tab: an ID approved, a background check rejected with its reason. */
export const VerificationIdentity: Story = {
  ...withAnswers({
    'cleaners.getMyOnboarding': onboardingVerification,
    'cleaners.getMyProfile': sophieOwnProfile,
    'verification.listMyDocuments': myDocuments([rejectedBackgroundCheck, approvedIdDocument, pendingInsurance], 'rejected'),
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: /Identité|Identity/ }, slow)).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findByText(/plus de 6 mois/, {}, slow)).toBeVisible();
    await expect(canvas.getByText(/^(Approuvé|Approved)$/)).toBeVisible();
    await expect(canvas.getByText(/^(Refusé|Rejected)$/)).toBeVisible();
    await expect(canvas.getByRole('tab', { name: /Entreprise|Business/ })).toHaveTextContent(/terminé|done/);
    await expect(canvas.getByRole('button', { name: /Terminer plus tard|Finish later/ })).toBeVisible();
  },
};

/** Step 3, business tab: insurance date and tax numbers, the insurance certificate pending. */
export const VerificationBusiness: Story = {
  ...VerificationIdentity,
  args: { verificationTab: 'business' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: /Entreprise|Business/ }, slow)).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findByText('assurance-2027.pdf', {}, slow)).toBeVisible();
    await expect(canvas.getByLabelText(/Numéro de TPS|GST number/)).toHaveValue('123456789RT0001');
  },
};

/** A GST number in the wrong format, refused beside the field before any request. */
export const BusinessInvalidGst: Story = {
  ...VerificationBusiness,
  play: async ({ canvas }) => {
    const gst = await canvas.findByLabelText(/Numéro de TPS|GST number/, {}, slow);
    await userEvent.clear(gst);
    await userEvent.type(gst, '12345');
    await userEvent.click(canvas.getByRole('button', { name: /^(Enregistrer|Save)$/ }));
    await waitFor(() => expect(gst).toHaveAccessibleDescription(/invalide|Invalid/));
  },
};

/** Step 3, training tab: no certificate yet, none sent. */
export const VerificationTraining: Story = {
  ...VerificationIdentity,
  args: { verificationTab: 'training' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: /Formation|Training/ }, slow)).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findByLabelText(/Certificat ou formation|Certificate or training/, {}, slow)).toBeVisible();
  },
};

/** A certificate of one letter: refused beside the field, focused; nothing sent. */
export const TrainingTooShort: Story = {
  ...VerificationTraining,
  play: async ({ canvas }) => {
    const field = await canvas.findByLabelText(/Certificat ou formation|Certificate or training/, {}, slow);
    await userEvent.type(field, 'A');
    await userEvent.click(canvas.getByRole('button', { name: /^(Ajouter|Add)$/ }));
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Every step done: the success toast and `onComplete`. */
export const Completed: Story = {
  ...withAnswer('cleaners.getMyOnboarding', onboardingCompleted),
  play: async ({ args, canvas }) => {
    await waitFor(() => expect(args.onComplete).toHaveBeenCalledTimes(1), slow);
    // The toast's code loads with the first toast.
    const title = await canvas.findByText(/^(Votre profil est complet|Your profile is complete)$/, {}, slow);
    await waitFor(() => expect(title).toBeVisible());
  },
};

// The quick start and ready-to-work steps hold the account's own sections: the partner styles both entries.
const withAccount = {
  elements: { ...everyPart('cleaner-onboarding').elements, ...everyPart('account').elements },
};

/** The quick start with a partner's class on every part (the account's sections in it too). */
export const Appearance: Story = {
  args: { appearance: withAccount },
  play: async ({ canvasElement, canvas }) => {
    await expect(await canvas.findByText(/Étape 1 sur 3|Step 1 of 3/, {}, slow)).toBeVisible();
    await expect(await canvas.findByRole('region', { name: /Présentation|About me/ }, slow)).toBeVisible();
    await expect(await canvas.findByLabelText(/Votre ville|Your city/, {}, slow)).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull(), slow);
    await expect(partsWithoutPartnerClass(canvasElement)).toEqual([]);
  },
};

/** Ready to work with a partner's class on every part: photo, address, availability. */
export const ReadyToWorkAppearance: Story = {
  ...ReadyToWork,
  args: { appearance: withAccount },
  play: async ({ canvasElement, canvas }) => {
    await expect(await canvas.findByRole('checkbox', { name: /Lundi\s: matin|Monday: morning/ }, slow)).toBeChecked();
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull(), slow);
    await expect(partsWithoutPartnerClass(canvasElement)).toEqual([]);
  },
};

/** The verification with a partner's class on every part: tabs, documents, their statuses. */
export const VerificationAppearance: Story = {
  ...VerificationIdentity,
  args: { appearance: everyPart('cleaner-onboarding') },
  play: async ({ canvasElement, canvas }) => {
    await expect(await canvas.findByText(/plus de 6 mois/, {}, slow)).toBeVisible();
    await expect(partsWithoutPartnerClass(canvasElement)).toEqual([]);
  },
};
