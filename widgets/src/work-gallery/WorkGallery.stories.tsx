import type { GalleryPhotoList } from '@propre/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { findPart } from '../story-support/find-part.ts';
import {
  fullWorkGallery,
  noWorkPhotos,
  workGallery,
  workPhotoAdded,
  workPhotoDescribed,
} from '../story-support/fixtures/work-gallery.ts';
import { fieldError, mockOperation, problemBody, readStories, slow, withAnswers } from '../story-support/index.ts';
import { WorkGallery } from './index.ts';

const meta = {
  title: 'Widgets/WorkGallery/WorkGallery',
  component: WorkGallery,
  args: { onAdded: fn() },
} satisfies Meta<typeof WorkGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

const saveButtons = /^(Enregistrer|Save)$/;
const captionField = /^(Légende|Caption)/;

/** The gallery answered with `list` (and any other operation the story needs). */
const listed = (list: GalleryPhotoList, ...more: HttpHandler[]) => withAnswers({ 'cleaners.listMyGalleryPhotos': list }, ...more);

const pickFile = async (canvasElement: HTMLElement) => {
  const input = (await findPart(canvasElement, 'workGalleryUploadInput')) as HTMLInputElement;
  // Not an image the browser decodes: it goes as it is, as a photo it could not shrink would.
  await userEvent.upload(input, new File(['jpeg'], 'cuisine.jpg', { type: 'image/jpeg' }));
};

// Loading, a failed load and a partner's class on every part, as every list that reads one operation has them.
const read = readStories(
  'work-gallery',
  'cleaners.listMyGalleryPhotos',
  workGallery,
  (root) => within(root).findByText(/3 photos sur 24|3 photos of 24/, {}, slow),
  { loading: /Chargement de votre galerie|Loading your gallery/, requestId: true },
);

/** Loading: skeletons, said to screen readers. */
export const Loading: Story = read.Loading;

/** No photo yet: what the gallery is for, the limit, and the upload. */
export const Empty: Story = {
  ...listed(noWorkPhotos),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^(Aucune photo|No photo)$/, {}, slow)).toBeVisible();
    await expect(canvas.getByText(/0 photo sur 24|0 photos of 24/)).toBeVisible();
    await expect(canvas.getByText(/^(Ajouter une photo|Add a photo)$/)).toBeVisible();
  },
};

/** The list cannot load (500): an error with its request id and a retry. */
export const LoadError: Story = read.LoadError;

/** Three photos, newest first, each with its caption and room in its form. */
export const WithPhotos: Story = {
  ...listed(workGallery),
  play: async ({ canvas }) => {
    await canvas.findByText(/3 photos sur 24|3 photos of 24/, {}, slow);
    const captions = canvas.getAllByRole('textbox', { name: captionField });
    await expect(captions.map((field) => (field as HTMLInputElement).value)).toEqual([
      '',
      'Salle de bain après un grand ménage',
      'Cuisine\u202f: hotte et dosseret dégraissés',
    ]);
    const rooms = canvas.getAllByRole('combobox', { name: /Pièce|Room/ });
    await expect(rooms.map((field) => (field as HTMLSelectElement).value)).toEqual(['', 'bathroom', 'kitchen']);
    await expect(canvas.getByRole('img', { name: 'Salle de bain après un grand ménage' })).toBeVisible();
  },
};

/** Full (24 photos): said, and no upload offered. */
export const Full: Story = {
  ...listed(fullWorkGallery),
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByText(/galerie est pleine \(24 photos\)|gallery is full \(24 photos\)/, {}, slow),
    ).toBeVisible();
    await expect(canvasElement.querySelector('input[type="file"]')).toBeNull();
  },
};

/** A photo picked: sent, then the list is read again. */
export const Upload: Story = {
  ...listed(workGallery, mockOperation('cleaners.addGalleryPhoto', { status: 201, body: workPhotoAdded })),
  play: async ({ canvasElement, args }) => {
    await pickFile(canvasElement);
    await waitFor(() => expect(args.onAdded).toHaveBeenCalledWith(workPhotoAdded), slow);
  },
};

/** An upload the API refuses (422 image_unreadable): said beside the upload button. */
export const UploadError: Story = {
  ...listed(workGallery, mockOperation('cleaners.addGalleryPhoto', { status: 422, body: problemBody('image_unreadable', 422) })),
  play: async ({ canvasElement, args }) => {
    await pickFile(canvasElement);
    const problem = await findPart(canvasElement, 'workGalleryUploadProblem');
    await expect(problem).toHaveTextContent(/La photo n’a pas pu être ajoutée|The photo could not be added/);
    await expect(args.onAdded).not.toHaveBeenCalled();
  },
};

/** A caption and a room saved for the bare photo. */
export const Describe: Story = {
  ...listed(workGallery, mockOperation('cleaners.updateGalleryPhoto', { status: 200, body: workPhotoDescribed })),
  play: async ({ canvas }) => {
    const [caption] = await canvas.findAllByRole('textbox', { name: captionField }, slow);
    await userEvent.type(caption as HTMLElement, 'Salon rangé et dépoussiéré');
    const [room] = canvas.getAllByRole('combobox', { name: /Pièce|Room/ });
    await userEvent.selectOptions(room as HTMLElement, 'living');
    const [save] = canvas.getAllByRole('button', { name: saveButtons });
    await userEvent.click(save as HTMLElement);
    await waitFor(() => expect(save).toBeEnabled(), slow);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The API refuses the room (400 validation_failed, field code enum): said beside that field, which gets the focus. */
export const ValidationError: Story = {
  ...listed(
    workGallery,
    mockOperation('cleaners.updateGalleryPhoto', {
      status: 400,
      body: problemBody('validation_failed', 400, {
        errors: [fieldError('caption', 'maxLength', 'Doit contenir au plus 140 caractères')],
      }),
    }),
  ),
  play: async ({ canvas }) => {
    const [caption] = await canvas.findAllByRole('textbox', { name: captionField }, slow);
    await userEvent.type(caption as HTMLElement, 'Salon');
    const [save] = canvas.getAllByRole('button', { name: saveButtons });
    await userEvent.click(save as HTMLElement);
    await waitFor(() => expect(caption).toHaveFocus(), slow);
    await expect(caption).toHaveAccessibleDescription(/140/);
    await expect(caption).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Delete asks first; confirmed, the removal goes to the API. */
export const DeleteConfirm: Story = {
  ...listed(workGallery, mockOperation('cleaners.deleteGalleryPhoto', { status: 204 })),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Supprimer la photo 2|Delete photo 2/ }, slow));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', {}, slow);
    await expect(dialog).toHaveTextContent(/Supprimer cette photo\s\?|Delete this photo\?/);
    await userEvent.click(within(dialog).getByRole('button', { name: /^(Supprimer la photo|Delete the photo)$/ }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), slow);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Every part given a partner's class through `appearance.elements`: each rendered part carries it. */
export const Appearance: Story = read.Appearance;
