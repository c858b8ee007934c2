import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  alertSays,
  appearanceStory,
  fieldError,
  mineReview,
  mockNetworkError,
  mockOperation,
  problemAnswer,
  refusedStory,
  serverErrorStory,
  slow,
} from '../story-support/index.ts';
import { type ReviewCategory, reviewCategories } from './categories.ts';
import { ReviewForm } from './index.ts';

const bookingId = 'bkg_01jd0v3v4m0000000000000042';
const label = /Publier l’avis|Publish the review/;

const meta = {
  title: 'Widgets/ReviewForm',
  component: ReviewForm,
  args: { bookingId, cleanerName: 'Sophie Gagnon' },
} satisfies Meta<typeof ReviewForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const names: Record<ReviewCategory, RegExp> = {
  cleanliness: /Propreté|Cleanliness/,
  quality: /Qualité|Quality/,
  reliability: /Fiabilité|Reliability/,
  punctuality: /Ponctualité|Punctuality/,
  communication: /Communication/,
  professionalism: /Professionnalisme|Professionalism/,
  overall: /Note globale|Overall/,
};

/** Clicks a star in each category but `skip`, and writes a comment. */
async function fill(canvasElement: HTMLElement, skip: ReviewCategory[] = [], comment = 'Travail impeccable, merci !') {
  const canvas = within(canvasElement);
  for (const category of reviewCategories) {
    if (skip.includes(category)) continue;
    const group = canvas.getByRole('group', { name: names[category] });
    await userEvent.click(within(group).getByRole('radio', { name: /^5 / }));
  }
  if (comment) await userEvent.type(canvas.getByRole('textbox', { name: /commentaire|comment/i }), comment);
}

/** Fills the form (stars but in `skip`, then `comment`) once it shows, and publishes it. */
const publish =
  (skip: ReviewCategory[] = [], comment?: string) =>
  async (canvasElement: HTMLElement) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: label }, slow);
    await fill(canvasElement, skip, comment);
    await userEvent.click(canvas.getByRole('button', { name: label }));
    return canvas;
  };

/** Nothing chosen yet: seven star groups and a comment, all required. */
export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: /Sophie Gagnon/ }, slow)).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(35);
    await expect(canvas.getByRole('button', { name: label })).toBeEnabled();
  },
};

/** Sent empty: every category and the comment say what is missing, and focus goes to the first. */
export const AllMissing: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: label }, slow));
    await expect(await canvas.findByText(/Il manque 8 réponses|8 answers are missing/)).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-part="reviewsRatingField"][data-invalid]')).toHaveLength(7);
    await waitFor(() => expect(canvasElement.ownerDocument.activeElement?.getAttribute('name')).toMatch(/cleanliness$/));
  },
};

/** One story per category left out: only that one shows its error, before any call to the API. */
function missingOne(category: ReviewCategory): Story {
  return {
    beforeEach({ msw }) {
      // A call would be a bug: the form must stop before it.
      msw.use(problemAnswer('reviews.create', 500, 'internal_error'));
    },
    play: async ({ canvasElement }) => {
      const canvas = await publish([category])(canvasElement);
      const group = canvas.getByRole('group', { name: names[category] });
      await expect(group).toHaveAttribute('data-invalid', 'true');
      await expect(within(group).getByRole('alert')).toBeVisible();
      await expect(canvasElement.querySelectorAll('[data-part="reviewsRatingField"][data-invalid]')).toHaveLength(1);
      await expect(canvas.queryByText(/req_/)).toBeNull();
    },
  };
}
export const MissingCleanliness = missingOne('cleanliness');
export const MissingQuality = missingOne('quality');
export const MissingReliability = missingOne('reliability');
export const MissingPunctuality = missingOne('punctuality');
export const MissingCommunication = missingOne('communication');
export const MissingProfessionalism = missingOne('professionalism');
export const MissingOverall = missingOne('overall');

/** Every star given but no comment: the comment says so. */
export const MissingComment: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await publish([], '')(canvasElement);
    await expect(await canvas.findByText(/Écrivez quelques mots|Write a few words/)).toBeVisible();
  },
};

/** The API refuses a category (another client's rules): its error shows beside its stars. */
export const ApiFieldError: Story = refusedStory(
  'reviews.create',
  publish(),
  { status: 400, code: 'review_ratings_incomplete', errors: [fieldError('ratings/punctuality', 'required', 'Rating required')] },
  (canvas) =>
    waitFor(() => expect(canvas.getByRole('group', { name: names.punctuality })).toHaveAttribute('data-invalid', 'true')),
);

/** Already reviewed (409): an alert without retry, since trying again cannot help. */
export const AlreadyReviewed: Story = refusedStory(
  'reviews.create',
  publish(),
  { status: 409, code: 'review_already_exists' },
  async (canvas, root) => {
    await alertSays(/déjà laissé un avis|already/)(canvas, root);
    await expect(within(canvas.getByRole('alert')).queryByRole('button')).toBeNull();
  },
);

/** A server error: the alert offers a retry and shows the request id. */
export const ServerError: Story = serverErrorStory('reviews.create', publish(), { retry: true });

/** Offline: the network alert with a retry. */
export const Offline: Story = {
  beforeEach({ msw }) {
    msw.use(mockNetworkError('reviews.create'));
  },
  play: async ({ canvasElement }) => {
    const canvas = await publish()(canvasElement);
    await expect(await canvas.findByRole('button', { name: /Réessayer|Try again/ }, slow)).toBeVisible();
  },
};

/** While publishing: the button says so and the fields wait. */
export const Submitting: Story = {
  beforeEach({ msw }) {
    msw.use(mockOperation('reviews.create', { status: 201, body: mineReview(0), delay: 'infinite' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = await publish()(canvasElement);
    await expect(await canvas.findByRole('button', { name: /Publication…|Publishing…/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Published: a thank-you with the overall rating. */
export const Success: Story = {
  beforeEach({ msw }) {
    msw.use(mockOperation('reviews.create', { status: 201, body: mineReview(0) }));
  },
  play: async ({ canvasElement }) => {
    const canvas = await publish()(canvasElement);
    await expect(await canvas.findByText(/Votre avis est publié|Your review is published/, {}, slow)).toBeVisible();
    await expect(canvasElement.querySelector('[data-state="success"]')).not.toBeNull();
  },
};

/** Every part of the form, its errors shown, takes the partner's class from `appearance.elements`. */
export const Appearance: Story = {
  ...appearanceStory('reviews', async (canvasElement) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: label }, slow));
    await expect(canvasElement.querySelectorAll('[data-part="reviewsRatingField"][data-invalid]')).toHaveLength(7);
  }),
};
