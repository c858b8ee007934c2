import type { Meta, StoryObj } from '@storybook/react-vite';
import { type HttpHandler, HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  assertValidMockBody,
  emptyReviewQueue,
  everyPart,
  expectBeside,
  expectRetry,
  loadErrorStory,
  mockOperation,
  partsWithoutPartnerClass,
  problemAnswer,
  reviewApprovedResult,
  reviewBackgroundPdf,
  reviewIdApproved,
  reviewIdImage,
  reviewPdfText,
  reviewPngBytes,
  reviewQueue,
  slow,
} from '../story-support/index.ts';
import { AdminReview } from './index.ts';

const meta = {
  title: 'Widgets/AdminReview/AdminReview',
  component: AdminReview,
  args: { cleanerHref: (id: string) => `/admin/users/${id}`, onDecided: fn() },
} satisfies Meta<typeof AdminReview>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const queue = () => mockOperation('verification.listDocuments', { status: 200, body: reviewQueue });
const pngFile = () =>
  http.get('/api/verification/documents/:documentId/file', () =>
    HttpResponse.arrayBuffer(reviewPngBytes.slice().buffer, { headers: { 'content-type': 'image/png' } }),
  );
const pdfFile = () => mockOperation('verification.getDocumentFile', { status: 200, body: reviewPdfText });
const answering = (...handlers: (() => HttpHandler)[]) => ({
  beforeEach({ msw }: { msw: { use: (...handlers: HttpHandler[]) => void } }) {
    msw.use(...handlers.map((handler) => handler()));
  },
});

/** The rows' cleaners, top to bottom. */
const cleanersShown = (canvasElement: HTMLElement) =>
  within(canvasElement.querySelector('tbody') as HTMLElement)
    .getAllByRole('rowheader')
    .map((cell) => cell.querySelector('[data-part="adminReviewCleanerName"]')?.textContent);

/** Opens the review of `cleaner`'s document from its row. */
async function review(canvasElement: HTMLElement, cleaner: string) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: new RegExp(`(Examiner|Review) .* — ${cleaner}`) }, slow));
  return canvas;
}

/** Loading: the filter already there, the table's shape as skeletons. */
export const Loading: Story = {
  ...answering(() => mockOperation('verification.listDocuments', { status: 200, body: reviewQueue, delay: 'infinite' })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('combobox', { name: /Statut|status/ }, slow)).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('[data-part="adminReviewSkeleton"]')).not.toBeNull(), slow);
  },
};

/** Nothing waits: said, and what comes next. */
export const EmptyQueue: Story = {
  ...answering(() => mockOperation('verification.listDocuments', { status: 200, body: emptyReviewQueue })),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: /Aucun document en attente|No document awaiting review/ }, slow),
    ).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** The queue cannot load (500): the error with its request id, and a retry. */
export const LoadError: Story = loadErrorStory('verification.listDocuments');

/**
 * The queue: oldest first, each cleaner a link to their account; sorting by cleaner or by date
 * from the headers, by keyboard, the order said by aria-sort.
 */
export const List: Story = {
  ...answering(queue),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('table', {}, slow);
    await expect(cleanersShown(canvasElement)).toEqual(['Éloïse Bergeron', 'Carlos Mendes', 'Nina Lavoie']);
    await expect(canvas.getByRole('link', { name: 'Nina Lavoie' })).toHaveAttribute(
      'href',
      '/admin/users/usr_01jd0v3v4m000000000000nina',
    );
    const uploaded = canvas.getByRole('columnheader', { name: /Envoyé le|Sent on/ });
    await expect(uploaded).toHaveAttribute('aria-sort', 'ascending');
    // By keyboard: the cleaner's header, then Enter.
    within(uploaded).getByRole('button').focus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect(canvas.getByRole('button', { name: /^(Nettoyeur|Cleaner)$/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('columnheader', { name: /Nettoyeur|Cleaner/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect(uploaded).not.toHaveAttribute('aria-sort');
    await expect(cleanersShown(canvasElement)).toEqual(['Carlos Mendes', 'Éloïse Bergeron', 'Nina Lavoie']);
    await userEvent.keyboard('{Enter}');
    await expect(cleanersShown(canvasElement)).toEqual(['Nina Lavoie', 'Éloïse Bergeron', 'Carlos Mendes']);
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** An image: fetched with the session, shown as it is, with links to open or download it. */
export const PreviewImage: Story = {
  ...answering(queue, () => mockOperation('verification.getDocument', { status: 200, body: reviewIdImage }), pngFile),
  play: async ({ canvasElement }) => {
    const canvas = await review(canvasElement, 'Nina Lavoie');
    const heading = await canvas.findByRole('heading', { name: /Pièce d’identité — Nina Lavoie|Photo ID — Nina Lavoie/ }, slow);
    await waitFor(() => expect(heading).toHaveFocus(), slow);
    const image = (await canvas.findByRole('img', { name: /permis\.png/ }, slow)) as HTMLImageElement;
    await waitFor(() => expect(image.naturalWidth).toBe(24), slow);
    await expect(image.src).toMatch(/^blob:/);
    await expect(canvas.getByRole('link', { name: /Télécharger|Download/ })).toHaveAttribute('download', 'permis.png');
    await expect(canvas.getByRole('button', { name: /^(Approuver|Approve)$/ })).toBeEnabled();
  },
};

/** A PDF: in a frame, from an object URL of the type the API found, with a way to open it in a tab. */
export const PreviewPdf: Story = {
  ...answering(queue, () => mockOperation('verification.getDocument', { status: 200, body: reviewBackgroundPdf }), pdfFile),
  play: async ({ canvasElement }) => {
    const canvas = await review(canvasElement, 'Éloïse Bergeron');
    const frame = await waitFor(() => {
      const found = canvasElement.querySelector<HTMLIFrameElement>('[data-part="adminReviewPreviewFrame"]');
      expect(found).not.toBeNull();
      return found as HTMLIFrameElement;
    }, slow);
    await expect(frame.src).toMatch(/^blob:/);
    await expect(frame).toHaveAttribute('title', expect.stringMatching(/antecedents-judiciaires\.pdf/));
    await expect(canvas.getByRole('link', { name: /Ouvrir dans un nouvel onglet|Open in a new tab/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

/** The file cannot be fetched: said in the panel, with a retry; the decision stays possible. */
export const PreviewError: Story = {
  ...answering(
    queue,
    () => mockOperation('verification.getDocument', { status: 200, body: reviewIdImage }),
    () => problemAnswer('verification.getDocumentFile', 404, 'document_not_found'),
  ),
  play: async ({ canvasElement }) => {
    await review(canvasElement, 'Nina Lavoie');
    await waitFor(
      () => expect(canvasElement.querySelector('[data-part="adminReviewPreview"]')).toHaveAttribute('data-state', 'error'),
      slow,
    );
    await expectRetry(canvasElement.querySelector('[data-part="adminReviewPreview"]') as HTMLElement);
  },
};

/** Rejecting asks for the reason in a dialog: none, or too short, is refused beside the field before any call. */
export const RejectReasonRequired: Story = {
  ...answering(queue, () => mockOperation('verification.getDocument', { status: 200, body: reviewIdImage }), pngFile),
  play: async ({ canvasElement, args }) => {
    const canvas = await review(canvasElement, 'Nina Lavoie');
    await userEvent.click(await canvas.findByRole('button', { name: /^(Refuser|Reject)$/ }, slow));
    const dialog = within(await page(canvasElement).findByRole('dialog', {}, slow));
    const confirm = dialog.getByRole('button', { name: /Refuser le document|Reject the document/ });
    await userEvent.click(confirm);
    const reason = dialog.getByRole('textbox', { name: /Motif du refus|Reason for the rejection/ });
    await expectBeside(reason, /Indiquez le motif du refus|Give the reason for the rejection/, { invalid: true });
    await expect(reason).toHaveFocus();
    await userEvent.type(reason, 'Floue');
    await userEvent.click(confirm);
    await expectBeside(reason, /au moins 10 caractères|at least 10 characters/, { invalid: true });
    await expect(args.onDecided).not.toHaveBeenCalled();
  },
};

/** The API refuses the reason (422): said beside the field, in the person's language. */
export const RejectRefused: Story = {
  ...answering(
    queue,
    () => mockOperation('verification.getDocument', { status: 200, body: reviewIdImage }),
    pngFile,
    () => problemAnswer('verification.decideDocument', 422, 'rejection_reason_required'),
  ),
  play: async ({ canvasElement }) => {
    const canvas = await review(canvasElement, 'Nina Lavoie');
    await userEvent.click(await canvas.findByRole('button', { name: /^(Refuser|Reject)$/ }, slow));
    const dialog = within(await page(canvasElement).findByRole('dialog', {}, slow));
    const reason = dialog.getByRole('textbox', { name: /Motif du refus|Reason for the rejection/ });
    await userEvent.type(reason, 'La photo est illisible.');
    await userEvent.click(dialog.getByRole('button', { name: /Refuser le document|Reject the document/ }));
    await expectBeside(reason, /Indiquez la raison du refus|Give the reason for the rejection/, { invalid: true });
  },
};

/**
 * Decided: approving saves at once; the document then shows approved with its date, without
 * buttons, and leaves the queue of those awaiting review.
 */
export const Decided: Story = {
  beforeEach({ msw }) {
    let approved = false;
    assertValidMockBody('verification.getDocument', 200, reviewIdApproved);
    assertValidMockBody('verification.listDocuments', 200, reviewQueue);
    msw.use(
      pngFile(),
      http.get('/api/admin/verification/documents', () =>
        HttpResponse.json(approved ? { ...reviewQueue, items: reviewQueue.items.slice(1) } : reviewQueue),
      ),
      http.get('/api/admin/verification/documents/:documentId', () =>
        HttpResponse.json(approved ? reviewIdApproved : reviewIdImage),
      ),
      http.post('/api/admin/verification/documents/:documentId/decision', async ({ request }) => {
        const body = (await request.json()) as { decision?: string };
        approved = body.decision === 'approved';
        assertValidMockBody('verification.decideDocument', 200, reviewApprovedResult);
        return HttpResponse.json(reviewApprovedResult);
      }),
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = await review(canvasElement, 'Nina Lavoie');
    await userEvent.click(await canvas.findByRole('button', { name: /^(Approuver|Approve)$/ }, slow));
    const decision = await waitFor(() => {
      const found = canvasElement.querySelector('[data-part="adminReviewDecision"]');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    }, slow);
    await expect(decision).toHaveTextContent(/Approuvé le|Approved on/);
    await expect(canvas.queryByRole('button', { name: /^(Approuver|Approve)$/ })).toBeNull();
    await waitFor(() => expect(cleanersShown(canvasElement)).toEqual(['Éloïse Bergeron', 'Carlos Mendes']), slow);
    await expect(args.onDecided).toHaveBeenCalledWith(reviewIdApproved, 'approved');
  },
};

/** A partner's class on every part of the queue and the review. */
export const Appearance: Story = {
  args: { appearance: everyPart('admin-review') },
  ...answering(queue, () => mockOperation('verification.getDocument', { status: 200, body: reviewIdImage }), pngFile),
  play: async ({ canvasElement }) => {
    const canvas = await review(canvasElement, 'Nina Lavoie');
    await canvas.findByRole('img', { name: /permis\.png/ }, slow);
    await expect(partsWithoutPartnerClass(canvasElement.ownerDocument.body)).toEqual([]);
  },
};
