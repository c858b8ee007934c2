import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { montrealSearchArgs } from '../story-support/host-links.ts';
import {
  amina,
  answering,
  appearanceStory,
  expectBeside,
  fieldError,
  marie,
  mockOperation,
  montrealResults,
  onPhone,
  problemAnswer,
  slow,
  sophie,
  withAnswers,
} from '../story-support/index.ts';
import { CleanerSearch } from './index.ts';

/**
 * A signed-in client's feedback on the search's cards (`feedback`): like and dislike as toggles,
 * « not interested » (the card goes), and report in a dialog with a reason and optional details.
 */
const meta = {
  title: 'Widgets/CleanerSearch/Feedback',
  component: CleanerSearch,
  args: { ...montrealSearchArgs, feedback: true },
} satisfies Meta<typeof CleanerSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Marie, a client, signed in; Sophie already liked (the API says so), the others not. */
const signedInClient = answering({
  'users.getMe': marie,
  'search.findCleaners': {
    ...montrealResults,
    items: montrealResults.items.map((item) => ({
      ...item,
      yourFeedback: item.cleaner.id === sophie.id ? ('like' as const) : null,
    })),
  },
});
const recorded = () => mockOperation('search.giveFeedback', { status: 204 });

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const button = (canvas: ReturnType<typeof within>, name: RegExp) => canvas.findByRole('button', { name }, slow);

/** The buttons on each card, named with the cleaner; a like the API already knows shows pressed. */
export const SignedInClient: Story = {
  beforeEach({ msw }) {
    signedInClient(msw);
    msw.use(recorded());
  },
  play: async ({ canvas }) => {
    await expect(await button(canvas, /^(J’aime|Like) Sophie Gagnon$/)).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: /^(J’aime|Like) Amina Diallo$/ })).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByRole('group', { name: /Votre avis sur Amina Diallo|Your feedback on Amina Diallo/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^(Signaler|Report) Amina Diallo$/ })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
  },
};

/** Liked: the button shows pressed and the card says what the like does. */
export const Liked: Story = {
  ...SignedInClient,
  play: async ({ canvas }) => {
    const like = await button(canvas, /^(J’aime|Like) Amina Diallo$/);
    await userEvent.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'), slow);
    await expect(canvas.getByText(/remonteront dans vos résultats|rank higher in your results/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^(Je n’aime pas|Dislike) Amina Diallo$/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

/** Not interested: the card leaves the list, the reader is told and taken back to the results' heading. */
export const NotInterested: Story = {
  ...SignedInClient,
  play: async ({ canvas }) => {
    await userEvent.click(await button(canvas, /(Ça ne m’intéresse pas|Not interested in).*Amina Diallo/));
    await waitFor(() => expect(canvas.queryByRole('link', { name: amina.name })).toBeNull(), slow);
    await expect(canvas.getByText(/ne verrez plus Amina Diallo|no longer see Amina Diallo/)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: /Nettoyeurs à Montréal|Cleaners in Montréal/ })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: sophie.name })).toBeVisible();
  },
};

/** The report dialog: a reason among seven, required, and optional details. */
export const ReportDialogOpen: Story = {
  ...SignedInClient,
  play: async ({ canvasElement }) => {
    await userEvent.click(await button(within(canvasElement), /^(Signaler|Report) Amina Diallo$/));
    const dialog = within(
      await page(canvasElement).findByRole('dialog', { name: /Signaler Amina Diallo|Report Amina Diallo/ }, slow),
    );
    await expect(dialog.getAllByRole('radio')).toHaveLength(7);
    // Visible once the dialog has faded in.
    await waitFor(() => expect(dialog.getByRole('textbox', { name: /Précisions|Details/ })).toBeVisible(), slow);
  },
};

/** Sent without a reason: the error stands beside the reasons and the focus goes to them. */
export const ReportReasonRequired: Story = {
  ...SignedInClient,
  play: async ({ canvasElement }) => {
    await userEvent.click(await button(within(canvasElement), /^(Signaler|Report) Amina Diallo$/));
    const dialog = within(await page(canvasElement).findByRole('dialog', {}, slow));
    await userEvent.click(dialog.getByRole('button', { name: /Envoyer le signalement|Send the report/ }));
    const reasons = dialog.getByRole('group', { name: /Motif|Reason/ });
    await waitFor(() => expect(reasons).toHaveAccessibleDescription(/Choisissez un motif|Choose a reason/), slow);
    await expect(dialog.getAllByRole('radio')[0]).toHaveFocus();
  },
};

/** Details over 1000 characters: said beside the details, with how many there are. */
export const ReportDetailsTooLong: Story = {
  ...SignedInClient,
  play: async ({ canvasElement }) => {
    await userEvent.click(await button(within(canvasElement), /^(Signaler|Report) Amina Diallo$/));
    const dialog = within(await page(canvasElement).findByRole('dialog', {}, slow));
    await userEvent.click(dialog.getByRole('radio', { name: /Communication/ }));
    const details = dialog.getByRole('textbox', { name: /Précisions|Details/ });
    await userEvent.click(details);
    await userEvent.paste('a'.repeat(1001));
    await userEvent.click(dialog.getByRole('button', { name: /Envoyer le signalement|Send the report/ }));
    await expectBeside(details, /1\s?000.*1001|1001/, { invalid: true });
  },
};

/** The API refuses the details (400 with a pointer): its message stands beside the details. */
export const ReportRefused: Story = {
  beforeEach({ msw }) {
    signedInClient(msw);
    msw.use(
      problemAnswer('search.giveFeedback', 400, 'validation_failed', {
        errors: [fieldError('comment', 'maxLength', 'Les précisions dépassent 1000 caractères.')],
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await button(within(canvasElement), /^(Signaler|Report) Amina Diallo$/));
    const dialog = within(await page(canvasElement).findByRole('dialog', {}, slow));
    await userEvent.click(dialog.getByRole('radio', { name: /Communication/ }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Précisions|Details/ }), 'Ne s’est pas présentée.');
    await userEvent.click(dialog.getByRole('button', { name: /Envoyer le signalement|Send the report/ }));
    await expectBeside(dialog.getByRole('textbox', { name: /Précisions|Details/ }), /1000 caractères/, { invalid: true });
  },
};

/** Sent: the dialog closes, the focus is back on « Report », the card says the report was sent. */
export const ReportSent: Story = {
  ...SignedInClient,
  play: async ({ canvas, canvasElement }) => {
    const report = await button(canvas, /^(Signaler|Report) Amina Diallo$/);
    await userEvent.click(report);
    const dialog = within(await page(canvasElement).findByRole('dialog', {}, slow));
    await userEvent.click(dialog.getByRole('radio', { name: /Communication/ }));
    await userEvent.click(dialog.getByRole('button', { name: /Envoyer le signalement|Send the report/ }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull(), slow);
    await expect(canvas.getByText(/Signalement envoyé|Report sent/)).toBeVisible();
    await waitFor(() => expect(report).toHaveFocus(), slow);
  },
};

/** A like the server could not record: said on the card, the button stays unpressed. */
export const FeedbackFailed: Story = {
  beforeEach({ msw }) {
    signedInClient(msw);
    msw.use(problemAnswer('search.giveFeedback', 500, 'internal_error'));
  },
  play: async ({ canvas }) => {
    const like = await button(canvas, /^(J’aime|Like) Amina Diallo$/);
    await userEvent.click(like);
    await expect(await canvas.findByText(/n’a pas pu être envoyé|could not be sent/, {}, slow)).toBeVisible();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
  },
};

/** A signed-out visitor: no feedback buttons at all (the API takes feedback from clients only). */
export const SignedOut: Story = {
  ...withAnswers({ 'search.findCleaners': montrealResults }, problemAnswer('users.getMe', 401, 'unauthenticated')),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('link', { name: sophie.name }, slow);
    await expect(canvas.queryByRole('button', { name: /J’aime|Like/ })).toBeNull();
    await expect(canvasElement.querySelector('[data-part="cleanerSearchCardFeedback"]')).toBeNull();
  },
};

/** A phone (360 px): the four buttons wrap inside the card, each still its own target. */
export const Phone: Story = {
  ...SignedInClient,
  decorators: [onPhone],
  play: async ({ canvas, canvasElement }) => {
    const like = await button(canvas, /^(J’aime|Like) Amina Diallo$/);
    const card = canvasElement.querySelector('[data-part="cleanerSearchCard"]') as HTMLElement;
    await expect(like.getBoundingClientRect().right).toBeLessThanOrEqual(card.getBoundingClientRect().right);
  },
};

/** Every part of the feedback takes the partner's class from `appearance.elements`. */
export const Appearance: Story = {
  beforeEach({ msw }) {
    signedInClient(msw);
    msw.use(recorded());
  },
  ...appearanceStory('cleaner-search', async (canvasElement) => {
    await button(within(canvasElement), /^(J’aime|Like) Amina Diallo$/);
  }),
};
