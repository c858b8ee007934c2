import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  lavalHouse,
  noSuggestions,
  plateauCondo,
  saintDenisSuggestions,
  saintDenisWithPostalCode,
} from '../story-support/fixtures/properties.ts';
import {
  type BodyOf,
  type Canvas,
  everyPart,
  expectBeside,
  fieldError,
  HostText,
  mockNetworkError,
  mockOperation,
  partsWithoutPartnerClass,
  problemAnswer,
  sentStory,
  serverErrorStory,
  slow,
  withAnswer,
} from '../story-support/index.ts';
import { PropertyForm } from './widgets.ts';

const meta = {
  title: 'Widgets/Properties/PropertyForm',
  component: PropertyForm,
  args: { onSaved: fn(), onCancel: fn(), title: <HostText fr="Nouvelle propriété" en="New property" /> },
} satisfies Meta<typeof PropertyForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const address = (canvas: Canvas) => canvas.getByRole('combobox', { name: /Adresse|Address/ });
const propertyName = (canvas: Canvas) => canvas.getByRole('textbox', { name: /Nom de la propriété|Property name/ });
const addButton = (canvas: Canvas) => canvas.getByRole('button', { name: /Ajouter la propriété|Add the property/ });
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
/** The suggestions, once their list is open (the list renders in the provider's portal). */
async function suggestionsOf(canvasElement: HTMLElement) {
  const list = await body(canvasElement).findByRole('listbox', {}, slow);
  return within(list).findAllByRole('option');
}

/** The form on screen (its code and texts load when it first renders): resolves to the canvas. */
async function loaded(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('combobox', { name: /Adresse|Address/ }, slow);
  return canvas;
}

/** A story of the form: `handlers` answer its calls, `steps` run once it is on screen. */
const formStory = (steps: (canvas: Canvas, canvasElement: HTMLElement) => Promise<unknown>, ...handlers: (() => HttpHandler)[]) =>
  sentStory(loaded, steps, ...handlers);

const suggesting = (answer: BodyOf<'properties.suggestAddresses', 200>) => () =>
  mockOperation('properties.suggestAddresses', { status: 200, body: answer });

/** Types an address and chooses the first suggestion with the keyboard. */
async function chooseAddress(canvasElement: HTMLElement, text = '123 rue Saint-Denis, Mont') {
  const canvas = within(canvasElement);
  await userEvent.type(address(canvas), text);
  await suggestionsOf(canvasElement);
  await userEvent.keyboard('{ArrowDown}{Enter}');
  await waitFor(() => expect(address(canvas)).toHaveAttribute('aria-expanded', 'false'));
}

/** Names a chalet, chooses its address and saves it (the mock answers one suggestion whatever is typed). */
async function saveNewChalet(canvasElement: HTMLElement) {
  const canvas = await loaded(canvasElement);
  await userEvent.type(propertyName(canvas), 'Chalet');
  await chooseAddress(canvasElement, '123 rue M');
  await userEvent.click(addButton(canvas));
  return canvas;
}

/** The suggestions refuse what is `typed` with the problem `code`: the API's reason (`said`) beside the address. */
const addressRefused = (typed: string, code: string, detail: string, said: RegExp) =>
  formStory(
    async (canvas) => {
      await userEvent.type(address(canvas), typed);
      await expectBeside(address(canvas), said);
    },
    () => problemAnswer('properties.suggestAddresses', 422, code, { detail }),
  );

/** A new property: every field empty but the sizes. */
export const Empty: Story = formStory(async (canvas) => {
  await expect(propertyName(canvas)).toHaveValue('');
  await expect(address(canvas)).toHaveAttribute('aria-expanded', 'false');
});

/** The suggestions open under the address; the arrows move through them. */
export const SuggestionsOpen: Story = formStory(async (canvas, canvasElement) => {
  await userEvent.type(address(canvas), '123 rue Saint-Denis, Mont');
  const options = await suggestionsOf(canvasElement);
  await expect(options).toHaveLength(3);
  await userEvent.keyboard('{ArrowDown}{ArrowDown}');
  await expect(address(canvas)).toHaveAttribute('aria-activedescendant', options[1]?.id);
  await expect(options[1]).toHaveAttribute('aria-selected', 'true');
}, suggesting(saintDenisSuggestions));

/** No municipality named yet: no list, a hint to add the city after a comma. */
export const SuggestionsNone: Story = formStory(async (canvas) => {
  await userEvent.type(address(canvas), '123 rue Saint-Denis');
  await expect(await canvas.findByText(/ajoutez la ville|add the city/, {}, slow)).toBeVisible();
  await expect(address(canvas)).toHaveAttribute('aria-expanded', 'false');
}, suggesting(noSuggestions));

/** A suggestion without a postal code: the form asks for it, A1A 1A1, in Quebec. */
export const PostalCodeInvalid: Story = formStory(async (canvas, canvasElement) => {
  await chooseAddress(canvasElement);
  const postal = canvas.getByRole('textbox', { name: /Code postal|Postal code/ });
  await userEvent.type(postal, 'H2X 1O4');
  await userEvent.click(addButton(canvas));
  await expectBeside(postal, /A1A 1A1/, { invalid: true });
}, suggesting(saintDenisSuggestions));

/** A postal code outside Quebec at the end of the typed address: said before any call. */
export const PostalCodeNotInQuebec: Story = formStory(async (canvas) => {
  await userEvent.type(address(canvas), '123 rue Saint-Denis, Montréal M5V 2T6');
  await expectBeside(address(canvas), /Québec|Quebec/, { invalid: true });
});

/** Saving with nothing filled in: each required field says so, the first takes the focus. */
export const Required: Story = formStory(async (canvas) => {
  await userEvent.click(addButton(canvas));
  const name = propertyName(canvas);
  await waitFor(() => expect(name).toHaveFocus());
  await expect(name).toHaveAccessibleDescription(/Ce champ est requis|This field is required/);
  await expect(address(canvas)).toHaveAccessibleDescription(/suggestions/);
  await expect(canvas.getByRole('combobox', { name: /Type de propriété|Property type/ })).toHaveAttribute('aria-invalid', 'true');
});

/** An address typed but no suggestion chosen: « Choisissez l’adresse dans les suggestions ». */
export const AddressNotChosen: Story = formStory(async (canvas) => {
  await userEvent.type(propertyName(canvas), 'Chalet');
  await userEvent.type(address(canvas), '123 rue Saint-Denis, Mont');
  await userEvent.keyboard('{Escape}');
  await userEvent.click(addButton(canvas));
  await waitFor(() => expect(address(canvas)).toHaveFocus());
  await expect(address(canvas)).toHaveAccessibleDescription(/Choisissez l’adresse|Choose the address/);
}, suggesting(saintDenisSuggestions));

/** The suggestions refuse the text (422 city_not_served): the API's reason beside the address. */
export const CityNotServed: Story = addressRefused(
  '123 Yonge St, Toronto, ON',
  'city_not_served',
  'Nous ne desservons que le Québec pour l’instant.',
  /desservons que le Québec/,
);

/** 422 invalid_address from the suggestions: the API says which part is missing. */
export const InvalidAddress: Story = addressRefused(
  'rue Saint-Denis, Montréal',
  'invalid_address',
  'Commencez par le numéro civique, puis la rue.',
  /numéro civique/,
);

const chalet = { initialValues: { name: 'Chalet', type: 'condo' as const } };

/** The save refused with a field error (422): beside the field it names. */
export const SaveFieldError: Story = {
  args: chalet,
  ...sentStory(
    saveNewChalet,
    (canvas) => expectBeside(propertyName(canvas), /Au plus 100 caractères/),
    suggesting(saintDenisWithPostalCode),
    () =>
      problemAnswer('properties.create', 422, 'validation_failed', {
        errors: [fieldError('name', 'maxLength', 'Au plus 100 caractères.')],
      }),
  ),
};

/** A 500 on save: an alert above the buttons with the request id. */
export const SaveServerError: Story = {
  args: chalet,
  ...serverErrorStory('properties.create', saveNewChalet, { before: [suggesting(saintDenisWithPostalCode)] }),
};

/** Offline while suggesting: said beside the address. */
export const SuggestionsOffline: Story = formStory(
  async (canvas) => {
    await userEvent.type(address(canvas), '123 rue Saint-Denis, Mont');
    await waitFor(() => expect(address(canvas)).toHaveAttribute('aria-invalid', 'true'), slow);
  },
  () => mockNetworkError('properties.suggestAddresses'),
);

const editing = (property: typeof plateauCondo) => ({
  property,
  title: <HostText fr="Modifier la propriété" en="Edit property" />,
});

/** Editing Marie's condo: every field filled, the saved address shown as chosen. */
export const Edit: Story = {
  args: editing(plateauCondo),
  ...withAnswer('properties.update', { ...plateauCondo, name: 'Condo rénové' }),
  play: async ({ canvasElement, args }) => {
    const canvas = await loaded(canvasElement);
    const name = propertyName(canvas);
    await expect(name).toHaveValue('Condo du Plateau');
    await userEvent.clear(name);
    await userEvent.type(name, 'Condo rénové');
    await userEvent.click(canvas.getByRole('button', { name: /Enregistrer|Save/ }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled(), slow);
  },
};

/** The address of a property with a booking to come cannot change (409 property_in_use). */
export const EditAddressInUse: Story = {
  args: editing(lavalHouse),
  ...formStory(
    async (canvas, canvasElement) => {
      await userEvent.clear(address(canvas));
      // The mock answers the same suggestion whatever is typed: a few characters are enough.
      await userEvent.type(address(canvas), '123 rue M');
      await suggestionsOf(canvasElement);
      await userEvent.keyboard('{ArrowDown}{Enter}');
      await userEvent.click(canvas.getByRole('button', { name: /Enregistrer|Save/ }));
      await expectBeside(address(canvas), /son adresse ne peut pas changer/);
    },
    suggesting(saintDenisWithPostalCode),
    () =>
      problemAnswer('properties.update', 409, 'property_in_use', {
        detail: 'Une réservation à venir utilise cette propriété : son adresse ne peut pas changer.',
      }),
  ),
};

/** Compact, as the booking shows it inline: access and notes folded away. */
export const Compact: Story = {
  args: { compact: true, nested: true },
  ...formStory(async (canvas) => {
    await expect(canvas.getByText(/Accès et détails|Access and details/)).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: /Wi-Fi/ })).not.toBeVisible();
  }),
};

/** A partner's class on every part: the form with the suggestions open, then a failed save. */
export const Appearance: Story = {
  args: { appearance: everyPart('properties'), compact: true, ...chalet },
  ...formStory(
    async (canvas, canvasElement) => {
      await userEvent.type(address(canvas), '123 rue M');
      await suggestionsOf(canvasElement);
      await expect(partsWithoutPartnerClass(canvasElement.ownerDocument.body)).toEqual([]);
      await userEvent.keyboard('{ArrowDown}{Enter}');
      await userEvent.click(addButton(canvas));
      await expect(await canvas.findByRole('alert', {}, slow)).toBeVisible();
      await expect(partsWithoutPartnerClass(canvasElement)).toEqual([]);
    },
    suggesting(saintDenisWithPostalCode),
    () => problemAnswer('properties.create', 500, 'internal_error'),
  ),
};
