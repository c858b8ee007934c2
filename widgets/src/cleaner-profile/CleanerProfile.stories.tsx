import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { findPart } from '../story-support/find-part.ts';
import {
  type BodyOf,
  carlosProfile,
  everyPart,
  lucProfile,
  mockNetworkError,
  mockOperation,
  noAvailability,
  onPhone,
  partsWithoutPartnerClass,
  problemAnswer,
  slow,
  sophieAvailability,
  sophieProfile,
  sophieReviewsFirstPage,
  withAnswers,
  withPendingAnswer,
} from '../story-support/index.ts';
import { todayInQuebec } from './format.ts';
import { CleanerProfile, CleanerProfileView } from './index.ts';

const emptyPage = { items: [], nextCursor: null };

const meta = {
  title: 'Widgets/CleanerProfile',
  component: CleanerProfile,
  args: { slug: 'sophie-gagnon' },
} satisfies Meta<typeof CleanerProfile>;

export default meta;
type Story = StoryObj<typeof meta>;

type Profile = BodyOf<'cleaners.getProfile', 200>;

/**
 * The profile `profile`, its reviews `reviews` (default: the ones the profile shows) and its
 * days answered by `days` (default: none free).
 */
const showing = (
  profile: Profile,
  reviews: BodyOf<'reviews.listForCleaner', 200> = { items: profile.reviews?.latest ?? [], nextCursor: null },
  days: () => HttpHandler = () =>
    mockOperation('availability.listOccurrences', { status: 200, body: noAvailability(todayInQuebec()) }),
): Pick<Story, 'beforeEach'> => ({
  ...withAnswers({ 'cleaners.getProfile': profile, 'reviews.listForCleaner': reviews }, days()),
});

/** Skeletons shaped like the profile while it loads. */
export const Loading: Story = {
  ...withPendingAnswer('cleaners.getProfile', sophieProfile),
  play: async ({ canvasElement }) => {
    await findPart(canvasElement, 'cleanerProfileRoot', { state: 'loading' });
  },
};

/** Sophie: verified and eco, hourly rate, gallery, 23 reviews (paged), next available days. */
export const Full: Story = {
  ...showing(sophieProfile, sophieReviewsFirstPage, () =>
    mockOperation('availability.listOccurrences', { status: 200, body: sophieAvailability(todayInQuebec()) }),
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sophie Gagnon' }, slow)).toBeVisible();
    await expect(canvas.getByText(/Identité vérifiée|Identity verified/)).toBeVisible();
    await expect(canvas.getByText(/35,00 \$ \/ h|\$35\.00 \/ h/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Réserver avec Sophie|Book Sophie/ })).toHaveAttribute(
      'href',
      '/book/sophie-gagnon',
    );
    // Messaging exists only for confirmed bookings: a visitor has none.
    await expect(canvas.queryByRole('link', { name: /Écrire à|Message/ })).toBeNull();
    await expect(canvas.getAllByRole('button', { name: /Agrandir la photo|Enlarge photo/ })).toHaveLength(5);
    // The profile's three latest reviews, and more to show (23 in all).
    await waitFor(() => expect(canvasElement.querySelectorAll('.propre-reviews__list-items > li')).toHaveLength(3), slow);
    await expect(canvas.getByRole('button', { name: /Afficher plus d’avis|Show more reviews/ })).toBeVisible();
  },
};

/** "Show more" appends the next page of reviews; the button goes after the last. */
export const MoreReviews: Story = {
  ...Full,
  play: async ({ canvas, canvasElement }) => {
    // Cursors and the last page are checked in CleanerProfile.test.tsx; here, the list grows.
    await userEvent.click(await canvas.findByRole('button', { name: /Afficher plus d’avis|Show more reviews/ }, slow));
    await waitFor(() => expect(canvasElement.querySelectorAll('.propre-reviews__list-items > li')).toHaveLength(8), slow);
  },
};

/** A gallery photo opened large, with previous and next. */
export const GalleryLightbox: Story = {
  ...Full,
  play: async ({ canvas, canvasElement }) => {
    const thumbs = await canvas.findAllByRole('button', { name: /Agrandir la photo|Enlarge photo/ }, slow);
    await userEvent.click(thumbs[1] as HTMLElement);
    const dialog = await within(canvasElement).findByRole('dialog', {}, slow);
    await expect(dialog).toHaveTextContent(/Photo 2 (sur|of) 5/);
    // By keyboard: the dialog's opening transition may still hold pointer events.
    within(dialog)
      .getByRole('button', { name: /Photo suivante|Next photo/ })
      .focus();
    await userEvent.keyboard('{Enter}');
    await expect(dialog).toHaveTextContent(/Photo 3 (sur|of) 5/);
  },
};

/** Luc prices per visit: a fixed price per type of home, verification pending, no gallery. */
export const FixedRates: Story = {
  args: { slug: 'luc-bouchard' },
  ...showing(lucProfile),
  play: async ({ canvas, canvasElement }) => {
    const rates = await waitFor(() => {
      const found = canvasElement.querySelector('[data-part="cleanerProfileRates"]');
      if (!found) throw new Error('no rates yet');
      return found as HTMLElement;
    }, slow);
    await expect(rates).toHaveAttribute('data-kind', 'fixed');
    await expect(within(rates).getByRole('rowheader', { name: /Maison|House/ })).toBeVisible();
    await expect(within(rates).getByText(/140,00 \$|\$140\.00/)).toBeVisible();
    await expect(await canvas.findByText(/Aucune disponibilité publiée|No availability published/, {}, slow)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Agrandir la photo|Enlarge photo/ })).toBeNull();
  },
};

/** Carlos, new: no bio, no reviews, no figures yet; the profile says so instead of showing zeros. */
export const Minimal: Story = {
  args: { slug: 'carlos-rodriguez' },
  ...showing(carlosProfile, emptyPage),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Carlos Rodriguez' }, slow)).toBeVisible();
    await expect(canvas.getByText(/Nouveau profil|New profile/)).toBeVisible();
    await expect(await canvas.findByText(/Pas encore d’avis|No reviews yet/, {}, slow)).toBeVisible();
    await expect(canvas.getByText(/32,00 \$ \/ h|\$32\.00 \/ h/)).toBeVisible();
  },
};

/** An unknown address: a clear not-found with the way back to the search. */
export const NotFound: Story = {
  args: { slug: 'personne-inconnue' },
  beforeEach({ msw }) {
    msw.use(problemAnswer('cleaners.getProfile', 404, 'cleaner_not_found'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: /introuvable|cannot be found/ }, slow)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Chercher un nettoyeur|Find a cleaner/ })).toHaveAttribute('href', '/cleaners');
  },
};

/** A server error: the message, the request id and a retry. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(problemAnswer('cleaners.getProfile', 500, 'internal_error'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /Réessayer|Try again/ }, { timeout: 15000 })).toBeVisible();
    await expect(canvas.getByText('req_01jd0v3v4m7q8r9s0t1u2v3w4x')).toBeVisible();
  },
};

/** The availability could not load: the rest of the profile stays, with a retry for that part. */
export const AvailabilityError: Story = {
  ...showing(sophieProfile, sophieReviewsFirstPage, () => mockNetworkError('availability.listOccurrences')),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/disponibilités n’ont pas pu|availability could not/, {}, { timeout: 15000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sophie Gagnon' })).toBeVisible();
  },
};

/** A client with a confirmed booking with Sophie: "message" leads to that booking's conversation. */
export const WithMessage: StoryObj<typeof CleanerProfileView> = {
  render: () => (
    <CleanerProfileView
      status="success"
      profile={sophieProfile}
      messageBookingId="bkg_01jd0v3v4m0000000000000042"
      availability={{ status: 'success', occurrences: sophieAvailability(todayInQuebec()).items }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: /Écrire à Sophie|Message Sophie/ }, slow)).toHaveAttribute(
      'href',
      '/messages/bkg_01jd0v3v4m0000000000000042',
    );
  },
};

/** A phone (360 px): one column, rates and availability before the details. */
export const Phone: Story = {
  ...Full,
  decorators: [onPhone],
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Sophie Gagnon' }, slow);
    const rates = canvasElement.querySelector('[data-part="cleanerProfileRates"]') as HTMLElement;
    const about = canvasElement.querySelector('[data-part="cleanerProfileAbout"]') as HTMLElement;
    await expect(rates.getBoundingClientRect().top).toBeLessThan(about.getBoundingClientRect().top);
    const root = canvasElement.querySelector('[data-part="cleanerProfileRoot"]') as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** Every part of the profile (and of the reviews it shows) takes the partner's class from `appearance.elements`. */
export const Appearance: Story = {
  args: {
    appearance: { elements: { ...everyPart('cleaner-profile').elements, ...everyPart('reviews').elements } },
  },
  beforeEach: Full.beforeEach,
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Sophie Gagnon' }, slow);
    await findPart(canvasElement, 'cleanerProfileDay');
    await expect(partsWithoutPartnerClass(canvasElement)).toEqual([]);
  },
};
