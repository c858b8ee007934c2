import { ProblemError } from '@propre/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import {
  approvedIdDocument,
  everyPart,
  fieldError,
  partsWithoutPartnerClass,
  pendingIdDocument,
  problemBody,
  rejectedBackgroundCheck,
  slow,
} from '../../story-support/index.ts';
import { DocumentSlotView } from './document-widgets.ts';

// A 2 × 2 PNG, for the preview of a chosen image.
const pngDataUrl =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGNkYPjPwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==';

const problem = (status: number, code: string) => new ProblemError(problemBody(code, status));

// The widget's code and texts load on first render.
const meta = {
  title: 'Widgets/CleanerOnboarding/DocumentSlotView',
  component: DocumentSlotView,
  args: { type: 'id', documents: [], state: 'idle', onChoose: fn(), onUpload: fn(), onCancel: fn(), onDelete: fn() },
} satisfies Meta<typeof DocumentSlotView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing sent yet: the rules, and the file button. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Aucun document envoyé|No document sent/, {}, slow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Choisir un fichier|Choose a file/ })).toHaveAccessibleDescription(
      /PDF, JPG ou PNG, 10\s?Mo au plus|PDF, JPG or PNG, 10 MB at most/,
    );
  },
};

/** Sent and waiting for review: the status, and withdrawal. */
export const Pending: Story = {
  args: { documents: [pendingIdDocument] },
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByText(/En attente de vérification|Awaiting review/, {}, slow)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Retirer permis|Remove permis/ }));
    await expect(args.onDelete).toHaveBeenCalledWith(pendingIdDocument);
    await expect(canvas.getByRole('button', { name: /^(Remplacer|Replace)$/ })).toBeVisible();
  },
};

/** Approved: no withdrawal; a newer document can still be sent. */
export const Approved: Story = {
  args: { documents: [approvedIdDocument] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^(Approuvé|Approved)$/, {}, slow)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Retirer|Remove/ })).toBeNull();
  },
};

/** Rejected: the reason from the reviewer, and a replacement to send. */
export const Rejected: Story = {
  args: { type: 'background_check', documents: [rejectedBackgroundCheck] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^(Refusé|Rejected)$/, {}, slow)).toBeVisible();
    await expect(canvas.getByText(/plus de 6 mois/)).toBeVisible();
  },
};

/** An image chosen: its preview, name and size, then « Envoyer ». */
export const SelectedImage: Story = {
  args: { state: 'selected', selected: { name: 'permis.png', size: 245_000, previewUrl: pngDataUrl } },
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByRole('img', { name: /permis\.png/ }, slow)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^(Envoyer|Upload)$/ }));
    await expect(args.onUpload).toHaveBeenCalled();
  },
};

/** A PDF chosen: a file icon instead of a preview. */
export const SelectedPdf: Story = {
  args: { state: 'selected', selected: { name: 'permis.pdf', size: 1_400_000 } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('permis.pdf', {}, slow)).toBeVisible();
  },
};

/** Sending: the indeterminate progress bar, the button busy. */
export const Uploading: Story = {
  args: { state: 'uploading', selected: { name: 'permis.png', size: 245_000, previewUrl: pngDataUrl } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('progressbar', { name: /permis\.png/ }, slow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^(Envoyer|Upload)$/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** A file of another type, refused before any upload, listing the allowed types (spec §5). */
export const InvalidType: Story = {
  args: { state: 'invalid', fileProblem: { kind: 'invalidType' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent(/PDF, JPG, PNG/);
  },
};

/** Over 10 MB, refused before any upload with the maximum in MB (spec §5). */
export const TooLarge: Story = {
  args: { state: 'invalid', fileProblem: { kind: 'tooLarge', bytes: 12_582_912 } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent(/10\s?(Mo|MB)/);
  },
};

/** An empty file, refused before any upload. */
export const EmptyFile: Story = {
  args: { state: 'invalid', fileProblem: { kind: 'empty' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent(/vide|empty/);
  },
};

/** The server refused the content (415: not really a PDF, JPG or PNG). */
export const ServerRefusedType: Story = {
  args: { state: 'failed', selected: { name: 'scan.pdf', size: 50_000 }, uploadError: problem(415, 'unsupported_media_type') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent(/PDF, JPG, PNG/);
  },
};

/** The upload failed on the server (spec §8 « upload failed »): the message, its reference, a retry. */
export const UploadFailed: Story = {
  args: { state: 'failed', selected: { name: 'permis.pdf', size: 50_000 }, uploadError: problem(500, 'upload_failed') },
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent(/Le téléversement a échoué|The upload failed/);
    await userEvent.click(canvas.getByRole('button', { name: /Réessayer|Try again|Retry/ }));
    await expect(args.onUpload).toHaveBeenCalled();
  },
};

/** A field error of the API (a file name too long) shows its own words. */
export const UploadInvalidName: Story = {
  args: {
    state: 'failed',
    selected: { name: 'x.pdf', size: 50_000 },
    uploadError: new ProblemError(
      problemBody('validation_failed', 400, { errors: [fieldError('fileName', 'maxLength', 'Nom de fichier trop long')] }),
    ),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, slow)).toBeVisible();
  },
};

/** Documents sent and one uploading, with a partner's class on every part. */
export const Appearance: Story = {
  args: {
    appearance: everyPart('cleaner-onboarding'),
    documents: [rejectedBackgroundCheck, pendingIdDocument],
    state: 'uploading',
    selected: { name: 'permis.png', size: 245_000, previewUrl: pngDataUrl },
  },
  play: async ({ canvasElement, canvas }) => {
    await canvas.findByRole('progressbar', { name: /permis\.png/ }, slow);
    await expect(partsWithoutPartnerClass(canvasElement)).toEqual([]);
  },
};
