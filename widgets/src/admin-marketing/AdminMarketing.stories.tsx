import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  commercialReferrals,
  demoGallery,
  discountCodes,
  emptyStory,
  everyPart,
  expectBeside,
  loadErrorStory,
  mockOperation,
  noGallery,
  noReferrals,
  noSubscribersCsv,
  partsWithoutPartnerClass,
  problemAnswer,
  referralStats,
  slow,
  subscribersCsv,
  withHandlers,
  withPendingAnswer,
} from '../story-support/index.ts';
import { AdminMarketing } from './widgets.ts';

const meta = {
  title: 'Widgets/AdminMarketing',
  component: AdminMarketing,
} satisfies Meta<typeof AdminMarketing>;

export default meta;
type Story = StoryObj<typeof meta>;

const subscribers =
  (csv = subscribersCsv) =>
  () =>
    mockOperation('admin.exportNewsletterSubscribers', {
      status: 200,
      body: csv,
      headers: { 'content-disposition': 'attachment; filename="newsletter-confirmed-2026-12-07.csv"' },
    });
const leads = () => mockOperation('growth.listCommercialReferrals', { status: 200, body: commercialReferrals });
const codes = () => mockOperation('admin.listDiscountCodes', { status: 200, body: discountCodes });
const stats = () => mockOperation('referrals.getStats', { status: 200, body: referralStats });
const gallery = () => mockOperation('growth.listGallery', { status: 200, body: demoGallery });

/** The newsletter: the subscribers as a table sorted by a header, and the export saved as a file. */
export const Newsletter: Story = {
  ...withHandlers(subscribers()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: /Infolettre|Newsletter/, selected: true }, slow)).toBeVisible();
    await expect(await canvas.findByRole('rowheader', { name: 'zoe,tremblay@exemple.ca' }, slow)).toBeVisible();
    await expect(canvas.getByText(/^3 (abonnés|subscribers)$/)).toBeVisible();
    const email = canvas.getByRole('columnheader', { name: /Courriel|Email/ });
    await userEvent.click(within(email).getByRole('button'));
    await expect(email).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'ana.lopez@exemple.ca',
      'ben.wright@example.com',
      'zoe,tremblay@exemple.ca',
    ]);
    await userEvent.click(within(email).getByRole('button'));
    await expect(email).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('zoe,tremblay@exemple.ca');
    await userEvent.click(canvas.getByRole('button', { name: /Exporter en CSV|Export as CSV/ }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /Exporter en CSV|Export as CSV/ })).toBeEnabled(), slow);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const NewsletterEmpty: Story = {
  ...withHandlers(() => subscribers(noSubscribersCsv)()),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Aucun abonné|No subscribers/, {}, slow)).toBeVisible();
  },
};

export const Loading: Story = {
  ...withPendingAnswer('admin.exportNewsletterSubscribers', subscribersCsv),
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(canvasElement.querySelector('[data-section="newsletter"]')).toHaveAttribute('aria-busy', 'true'),
      slow,
    );
  },
};

export const ServerError: Story = loadErrorStory('admin.exportNewsletterSubscribers');

/** The discount codes, a page at a time: the next page is offered by the API's cursor. */
export const DiscountCodes: Story = {
  args: { defaultTab: 'discounts' },
  ...withHandlers(codes),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('rowheader', { name: 'BIENVENUE-7Q2K' }, slow)).toBeVisible();
    await expect(canvas.getByRole('cell', { name: /15,00\s\$|\$15\.00/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Page suivante|Next page/ })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: /Page précédente|Previous page/ })).toBeDisabled();
  },
};

export const DiscountCodesEmpty: Story = {
  args: { defaultTab: 'discounts' },
  ...emptyStory('admin.listDiscountCodes', { items: [], nextCursor: null }, /Aucun code|No codes/),
};

/** The commercial-property leads: who to reach, the property, and the next page by the API's cursor. */
export const CommercialLeads: Story = {
  args: { defaultTab: 'commercial' },
  ...withHandlers(leads),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('rowheader', { name: 'Cabinet Dufour et associés' }, slow)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'julie@cabinetdufour.ca' })).toHaveAttribute(
      'href',
      'mailto:julie@cabinetdufour.ca',
    );
    await expect(
      canvas.getByRole('cell', { name: /Bureaux · Montréal · 4\s200\spi²|Offices · Montréal · 4,200 sq ft/ }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Page suivante|Next page/ })).toBeEnabled();
  },
};

export const CommercialLeadsEmpty: Story = {
  args: { defaultTab: 'commercial' },
  ...emptyStory(
    'growth.listCommercialReferrals',
    { items: [], nextCursor: null },
    /Aucune recommandation commerciale|No commercial referrals/,
  ),
};

/** The referral programme's figures, its rewards and its most active referrers. */
export const Referrals: Story = {
  args: { defaultTab: 'referrals' },
  ...withHandlers(stats),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('37', {}, slow)).toBeVisible();
    await expect(canvas.getByText(/310,00\s\$|\$310\.00/)).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'Sophie Gagnon' })).toBeVisible();
  },
};

export const ReferralsEmpty: Story = {
  args: { defaultTab: 'referrals' },
  ...emptyStory('referrals.getStats', noReferrals, /Personne n’a encore parrainé|Nobody has referred/),
};

/** A pair taken out of the gallery after its confirmation. */
export const GalleryUnpublish: Story = {
  args: { defaultTab: 'gallery' },
  ...withHandlers(gallery, () => mockOperation('growth.unpublishGalleryItem', { status: 204 })),
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: /(Retirer de la galerie|Take out of the gallery).*Montréal/ }, slow),
    );
    const dialog = await within(document.body).findByRole('dialog', {}, slow);
    await expect(dialog).toHaveTextContent(/Montréal/);
    await userEvent.click(within(dialog).getByRole('button', { name: /^(Retirer|Take out)$/ }));
    await within(document.body).findByText(
      /^(Paire retirée de la galerie|Pair taken out of the gallery)$/,
      { selector: '[data-part="toastTitle"]' },
      slow,
    );
  },
};

export const GalleryEmpty: Story = {
  args: { defaultTab: 'gallery' },
  ...emptyStory('growth.listGallery', noGallery, /Aucune paire publiée|No pairs published/),
};

/** Each photo id is checked beside its field before any call. */
export const GalleryPublishValidation: Story = {
  args: { defaultTab: 'gallery' },
  ...withHandlers(gallery),
  play: async ({ canvas }) => {
    const before = await canvas.findByRole('textbox', { name: /Photo avant|Before photo/ }, slow);
    await userEvent.type(before, 'gal_123');
    await userEvent.click(canvas.getByRole('button', { name: /^(Publier|Publish)$/ }));
    await expectBeside(before, /bph_/, { invalid: true });
    await expect(before).toHaveFocus();
    await expectBeside(canvas.getByRole('textbox', { name: /Photo après|After photo/ }), /requis|required/, { invalid: true });
  },
};

/** The API refuses the pair (not the same booking or room): its reason above the form. */
export const GalleryPublishRefused: Story = {
  args: { defaultTab: 'gallery' },
  ...withHandlers(gallery, () => problemAnswer('growth.publishGalleryItem', 422, 'gallery_pair_invalid')),
  play: async ({ canvas }) => {
    await userEvent.type(
      await canvas.findByRole('textbox', { name: /Photo avant|Before photo/ }, slow),
      'bph_01jd0v3v4m0000000000000001',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: /Photo après|After photo/ }), 'bph_01jd0v3v4m0000000000000002');
    await userEvent.click(canvas.getByRole('button', { name: /^(Publier|Publish)$/ }));
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent(
      /paire avant et après publiable|publishable before-and-after pair/,
    );
  },
};

/** A partner's class on every part the page shows (the referrals' figures and tables). */
export const Appearance: Story = {
  args: { defaultTab: 'referrals', appearance: everyPart('admin-marketing') },
  ...withHandlers(stats),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('37', {}, slow);
    await expect(partsWithoutPartnerClass(canvasElement)).toEqual([]);
  },
};
