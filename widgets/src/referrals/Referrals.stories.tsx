import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { findPart } from '../story-support/find-part.ts';
import {
  answering,
  everyPart,
  loadErrorStory,
  marieReferrals,
  mockOperation,
  noReferred,
  noRewards,
  partsWithoutPartnerClass,
  slow,
  sophieReferrals,
  sophieReferred,
  sophieRewards,
  withAnswers,
} from '../story-support/index.ts';
import { Referrals } from './widgets.ts';

const meta = { title: 'Widgets/Referrals/Referrals', component: Referrals } satisfies Meta<typeof Referrals>;
export default meta;
type Story = StoryObj<typeof meta>;

const sophie = answering({
  'referrals.getMine': sophieReferrals,
  'referrals.listRewards': sophieRewards,
  'referrals.listMine': sophieReferred,
});

/**
 * Replaces a browser API of `navigator` for one story (the clipboard and the share sheet are the
 * browser's, not ours: the story decides whether they work) and gives it back afterwards.
 */
function stubNavigator(name: 'clipboard' | 'share' | 'canShare', value: unknown) {
  const own = Object.getOwnPropertyDescriptor(navigator, name);
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
  return () => {
    if (own) Object.defineProperty(navigator, name, own);
    else delete (navigator as unknown as Record<string, unknown>)[name];
  };
}

/** No share sheet (a desktop browser): copy only. */
function withoutShare() {
  const restore = [stubNavigator('share', undefined), stubNavigator('canShare', undefined)];
  return () => {
    for (const undo of restore) undo();
  };
}

/** Sophie, a cleaner: her code, 20 $ pending for Luc and 20 $ earned for Carlos. */
export const Success: Story = {
  beforeEach({ msw }) {
    sophie(msw);
    return withoutShare();
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('SOPH2026', {}, slow)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Lien d’invitation|Invitation link/ })).toHaveValue(sophieReferrals.link);
    await expect(canvasElement.querySelectorAll('[data-part="referralsReward"]')).toHaveLength(2);
    await expect(canvasElement.querySelectorAll('[data-part="referralsPerson"]')).toHaveLength(2);
    await expect(canvas.getByText(/Prime pour avoir parrainé Luc T\.|Bonus for referring Luc T\./)).toBeVisible();
    await expect(canvas.getByText(/Expire le 6 mai 2027|Expires on May 6, 2027/)).toBeVisible();
  },
};

/** Loading: a skeleton, announced. */
export const Loading: Story = {
  ...withAnswers(
    { 'referrals.listRewards': sophieRewards, 'referrals.listMine': sophieReferred },
    mockOperation('referrals.getMine', { status: 200, body: sophieReferrals, delay: 'infinite' }),
  ),
  play: async ({ canvasElement }) => {
    await findPart(canvasElement, 'referralsSkeleton');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/Chargement|Loading/);
  },
};

/** Nobody referred yet: the code, then how it works with the amounts (10 $, 20 $, 6 months). */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockOperation('referrals.getMine', { status: 200, body: marieReferrals }),
      mockOperation('referrals.listRewards', { status: 200, body: noRewards }),
      mockOperation('referrals.listMine', { status: 200, body: noReferred }),
    );
    return withoutShare();
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: /Personne ne s’est encore inscrit|Nobody has signed up/ }, slow),
    ).toBeVisible();
    await expect(canvas.getByText(/10,00 \$|\$10\.00/)).toBeVisible();
    await expect(canvas.getByText(/20,00 \$|\$20\.00/)).toBeVisible();
    await expect(canvas.getByText(/6\s+mois|6\s+months/)).toBeVisible();
  },
};

/** The overview cannot load (500): the error with its request id and a retry. */
export const LoadError: Story = loadErrorStory('referrals.getMine', {
  requestId: true,
  answers: { 'referrals.listRewards': sophieRewards, 'referrals.listMine': sophieReferred },
});

/** No share sheet: the share button is not there, and copying confirms « Lien copié ». */
export const ShareUnavailableCopies: Story = {
  beforeEach({ msw }) {
    sophie(msw);
    const undoShare = withoutShare();
    const undoClipboard = stubNavigator('clipboard', { writeText: fn(async () => undefined) });
    return () => {
      undoShare();
      undoClipboard();
    };
  },
  play: async ({ canvas }) => {
    const copy = await canvas.findByRole('button', { name: /Copier le lien|Copy link/ }, slow);
    await expect(canvas.queryByRole('button', { name: /Partager|Share/ })).toBeNull();
    await userEvent.click(copy);
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(sophieReferrals.link);
    await expect(await canvas.findByText(/Lien copié|Link copied/)).toBeVisible();
  },
};

/** The clipboard refuses (no permission): the reader is told to copy from the field. */
export const CopyRefused: Story = {
  beforeEach({ msw }) {
    sophie(msw);
    const undoShare = withoutShare();
    const undoClipboard = stubNavigator('clipboard', {
      writeText: fn(async () => Promise.reject(new DOMException('denied', 'NotAllowedError'))),
    });
    return () => {
      undoShare();
      undoClipboard();
    };
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Copier le lien|Copy link/ }, slow));
    await expect(await canvas.findByText(/Sélectionnez le lien|Select the link/)).toBeVisible();
  },
};

/** A phone's share sheet: « Partager » hands the link and the code to it. */
export const ShareSheet: Story = {
  beforeEach({ msw }) {
    sophie(msw);
    const undoShare = stubNavigator(
      'share',
      fn(async () => undefined),
    );
    const undoCan = stubNavigator('canShare', () => true);
    return () => {
      undoShare();
      undoCan();
    };
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^(Partager|Share)$/ }, slow));
    await expect(navigator.share).toHaveBeenCalledWith(
      expect.objectContaining({ url: sophieReferrals.link, text: expect.stringContaining('SOPH2026') }),
    );
  },
};

/** A partner's class on every part. */
export const Appearance: Story = {
  args: { appearance: everyPart('referrals') },
  beforeEach({ msw }) {
    sophie(msw);
    return withoutShare();
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('SOPH2026', {}, slow)).toBeVisible();
    await expect(partsWithoutPartnerClass(canvasElement)).toEqual([]);
  },
};
