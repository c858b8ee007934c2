import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { myProperties, noProperties, plateauCondo } from '../story-support/fixtures/properties.ts';
import {
  appearanceStory,
  everyPart,
  expectAlert,
  mockOperation,
  partsWithoutPartnerClass,
  problemAnswer,
  refusedStory,
  sentStory,
  slow,
  useHostText,
  withAnswer,
  withPendingAnswer,
} from '../story-support/index.ts';
import { Properties, PropertyPicker } from './widgets.ts';

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const meta = {
  title: 'Widgets/Properties/Properties',
  component: Properties,
  args: { onChange: fn() },
} satisfies Meta<typeof Properties>;

export default meta;
type Story = StoryObj<typeof meta>;

const listed = () => mockOperation('properties.list', { status: 200, body: myProperties });

/** Presses the Plateau condo card's button `fr`/`en` (Modifier/Edit, Supprimer/Delete) once the list shows. */
const onCondo = (fr: string, en: string) => async (root: HTMLElement) => {
  const canvas = within(root);
  const name = new RegExp(`${fr} .+Condo du Plateau|${en} “Condo du Plateau”`);
  await userEvent.click(await canvas.findByRole('button', { name }, slow));
  return canvas;
};
const deleteButton = /Supprimer la propriété|Delete the property/;

/** Two properties as cards, each with edit and delete. */
export const List: Story = {
  ...withAnswer('properties.list', myProperties),
  play: async ({ canvasElement, canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Condo du Plateau' }, slow)).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-part="propertiesCard"]')).toHaveLength(2);
    await expect(canvas.getByText(/2 chambres · 1 salle de bain|2 bedrooms · 1 bathroom/)).toBeVisible();
  },
};

/** Loading: two card-shaped skeletons. */
export const Loading: Story = {
  ...withPendingAnswer('properties.list', myProperties),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-part="propertiesCardSkeleton"]')).toHaveLength(2), slow);
  },
};

/** No property yet: why it matters, and "add my first property". */
export const Empty: Story = {
  ...withAnswer('properties.list', noProperties),
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: /Ajouter ma première propriété|Add my first property/ }, slow),
    );
    await waitFor(() => expect(canvas.getByRole('heading', { name: /Nouvelle propriété|New property/ })).toHaveFocus());
  },
};

/** The list cannot load (500): an error with its request id and a retry. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(problemAnswer('properties.list', 500, 'internal_error'));
  },
  play: ({ canvasElement }) => expectAlert(canvasElement, /req_01jd0v3v4m7q8r9s0t1u2v3w4x/),
};

/** Editing a card: the form takes the list's place with the property's values. */
export const Editing: Story = sentStory(
  onCondo('Modifier', 'Edit'),
  (canvas) => expect(canvas.getByRole('textbox', { name: /Nom de la propriété|Property name/ })).toHaveValue('Condo du Plateau'),
  listed,
);

/** Delete asks first: the confirmation dialog. */
export const DeleteConfirm: Story = sentStory(
  onCondo('Supprimer', 'Delete'),
  async (_canvas, root) => {
    const dialog = await page(root).findByRole('dialog', {}, slow);
    // The dialog fades in.
    await waitFor(() => expect(dialog).toBeVisible(), slow);
    await expect(within(dialog).getByRole('button', { name: deleteButton })).toBeVisible();
  },
  listed,
);

/** A booking to come uses the property (409 property_in_use): the API's reason, and only "close". */
export const DeleteRefused: Story = refusedStory(
  'properties.delete',
  onCondo('Supprimer', 'Delete'),
  {
    status: 409,
    code: 'property_in_use',
    detail: 'Une réservation à venir utilise cette propriété : annulez-la avant de supprimer la propriété.',
  },
  async (_canvas, root) => {
    const dialog = await page(root).findByRole('dialog', {}, slow);
    // A person clicks once the dialog has faded in; the reason then shows inside it, which fades too.
    await waitFor(() => expect(dialog).toBeVisible(), slow);
    await userEvent.click(within(dialog).getByRole('button', { name: deleteButton }));
    const reason = await within(dialog).findByText(/annulez-la avant de supprimer/, {}, slow);
    await waitFor(() => expect(reason).toBeVisible(), slow);
  },
  listed,
);

/** The picker of the booking: my properties as radio cards, and "add a property". */
export const Picker: StoryObj<typeof PropertyPicker> = {
  render: (args) => <PropertyPicker {...args} />,
  args: { defaultValue: plateauCondo.id },
  ...withAnswer('properties.list', myProperties),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: /Condo du Plateau/ }, slow)).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: /Maison à Laval/ }));
    await expect(canvas.getByRole('radio', { name: /Maison à Laval/ })).toBeChecked();
  },
};

/** The picker as a booking page shows it after « continue » without a property: the page's error, in its language. */
function PickerWithHostError(props: ComponentProps<typeof PropertyPicker>) {
  return <PropertyPicker {...props} error={useHostText({ fr: 'Choisissez une propriété.', en: 'Choose a property.' })} />;
}

/** The picker with the booking's "choose a property" error, and the inline form open. */
export const PickerRequiredAndAdding: StoryObj<typeof PropertyPicker> = {
  render: (args) => <PickerWithHostError {...args} />,
  ...withAnswer('properties.list', myProperties),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Choisissez une propriété\.|Choose a property\./, {}, slow)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Ajouter une propriété|Add a property/ }));
    await expect(canvas.getByRole('combobox', { name: /Adresse|Address/ })).toBeVisible();
  },
};

/** A client without property: the picker shows the compact form at once. */
export const PickerEmpty: StoryObj<typeof PropertyPicker> = {
  render: (args) => <PropertyPicker {...args} />,
  ...withAnswer('properties.list', noProperties),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('combobox', { name: /Adresse|Address/ }, slow)).toBeVisible();
  },
};

/** A partner's class on every part of the list: each rendered part carries it. */
export const Appearance: Story = {
  ...withAnswer('properties.list', myProperties),
  ...appearanceStory('properties', async (canvasElement) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Condo du Plateau' }, slow)).toBeVisible();
  }),
};

/** A partner's class on every part of the picker, its inline form open. */
export const PickerAppearance: StoryObj<typeof PropertyPicker> = {
  render: (args) => <PropertyPicker {...args} />,
  args: { appearance: everyPart('properties'), defaultValue: plateauCondo.id },
  ...withAnswer('properties.list', myProperties),
  play: async ({ canvasElement, canvas }) => {
    await expect(await canvas.findByRole('radio', { name: /Condo du Plateau/ }, slow)).toBeChecked();
    await expect(partsWithoutPartnerClass(canvasElement)).toEqual([]);
    await userEvent.click(canvas.getByRole('button', { name: /Ajouter une propriété|Add a property/ }));
    await expect(await canvas.findByRole('combobox', { name: /Adresse|Address/ }, slow)).toBeVisible();
    await expect(partsWithoutPartnerClass(canvasElement)).toEqual([]);
  },
};
