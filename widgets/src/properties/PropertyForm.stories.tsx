import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  lavalHouse,
  noSuggestions,
  plateauCondo,
  saintDenisSuggestions,
  saintDenisWithPostalCode,
} from '../story-support/fixtures/properties.ts';
import {
  everyPart,
  fieldError,
  HostText,
  mockNetworkError,
  mockOperation,
  partsWithoutPartnerClass,
  problemBody,
} from '../story-support/index.ts';
import { PropertyForm } from './widgets.ts';

// The first answer can take a few seconds on a busy machine (cold bundle, shared CPU).
const slow = { timeout: 8000 };

const meta = {
  title: 'Widgets/Properties/PropertyForm',
  component: PropertyForm,
  args: { onSaved: fn(), onCancel: fn(), title: <HostText fr="Nouvelle propriété" en="New property" /> },
} satisfies Meta<typeof PropertyForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const address = (canvas: Canvas) => canvas.getByRole('combobox', { name: /Adresse|Address/ });
const propertyName = (canvas: Canvas) => canvas.getByRole('textbox', { name: /Nom de la propriété|Property name/ });
const addButton = (canvas: Canvas) => canvas.getByRole('button', { name: /Ajouter la propriété|Add the property/ });
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
/** The suggestions, once their list is open (the list renders in the provider's portal). */
async function suggestionsOf(canvasElement: HTMLElement) {
  const list = await body(canvasElement).findByRole('listbox', {}, slow);
  return within(list).findAllByRole('option');
}

/** The form on screen: its code and texts load when it first renders. */
const loaded = (canvasElement: HTMLElement) => within(canvasElement).findByRole('combobox', { name: /Adresse|Address/ }, slow);

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
  const canvas = within(canvasElement);
  await userEvent.type(propertyName(canvas), 'Chalet');
  await chooseAddress(canvasElement, '123 rue M');
  await userEvent.click(addButton(canvas));
}

/** A new property: every field empty but the sizes. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    await expect(propertyName(canvas)).toHaveValue('');
    await expect(address(canvas)).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The suggestions open under the address; the arrows move through them. */
export const SuggestionsOpen: Story = {
  beforeEach({ msw }) {
    msw.use(mockOperation('properties.suggestAddresses', { status: 200, body: saintDenisSuggestions }));
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.type(address(canvas), '123 rue Saint-Denis, Mont');
    const options = await suggestionsOf(canvasElement);
    await expect(options).toHaveLength(3);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(address(canvas)).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await expect(options[1]).toHaveAttribute('aria-selected', 'true');
  },
};

/** No municipality named yet: no list, a hint to add the city after a comma. */
export const SuggestionsNone: Story = {
  beforeEach({ msw }) {
    msw.use(mockOperation('properties.suggestAddresses', { status: 200, body: noSuggestions }));
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.type(address(canvas), '123 rue Saint-Denis');
    await expect(await canvas.findByText(/ajoutez la ville|add the city/, {}, slow)).toBeVisible();
    await expect(address(canvas)).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A suggestion without a postal code: the form asks for it, A1A 1A1, in Quebec. */
export const PostalCodeInvalid: Story = {
  beforeEach({ msw }) {
    msw.use(mockOperation('properties.suggestAddresses', { status: 200, body: saintDenisSuggestions }));
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    await chooseAddress(canvasElement);
    const postal = canvas.getByRole('textbox', { name: /Code postal|Postal code/ });
    await userEvent.type(postal, 'H2X 1O4');
    await userEvent.click(addButton(canvas));
    await waitFor(() => expect(postal).toHaveAttribute('aria-invalid', 'true'));
    await expect(postal).toHaveAccessibleDescription(/A1A 1A1/);
  },
};

/** A postal code outside Quebec at the end of the typed address: said before any call. */
export const PostalCodeNotInQuebec: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.type(address(canvas), '123 rue Saint-Denis, Montréal M5V 2T6');
    await waitFor(() => expect(address(canvas)).toHaveAttribute('aria-invalid', 'true'));
    await expect(address(canvas)).toHaveAccessibleDescription(/Québec|Quebec/);
  },
};

/** Saving with nothing filled in: each required field says so, the first takes the focus. */
export const Required: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(addButton(canvas));
    const name = propertyName(canvas);
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAccessibleDescription(/Ce champ est requis|This field is required/);
    await expect(address(canvas)).toHaveAccessibleDescription(/suggestions/);
    await expect(canvas.getByRole('combobox', { name: /Type de propriété|Property type/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** An address typed but no suggestion chosen: « Choisissez l’adresse dans les suggestions ». */
export const AddressNotChosen: Story = {
  beforeEach({ msw }) {
    msw.use(mockOperation('properties.suggestAddresses', { status: 200, body: saintDenisSuggestions }));
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.type(propertyName(canvas), 'Chalet');
    await userEvent.type(address(canvas), '123 rue Saint-Denis, Mont');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(addButton(canvas));
    await waitFor(() => expect(address(canvas)).toHaveFocus());
    await expect(address(canvas)).toHaveAccessibleDescription(/Choisissez l’adresse|Choose the address/);
  },
};

/** The suggestions refuse the text (422 city_not_served): the API's reason beside the address. */
export const CityNotServed: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockOperation('properties.suggestAddresses', {
        status: 422,
        body: problemBody('city_not_served', 422, { detail: 'Nous ne desservons que le Québec pour l’instant.' }),
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.type(address(canvas), '123 Yonge St, Toronto, ON');
    await waitFor(() => expect(address(canvas)).toHaveAttribute('aria-invalid', 'true'), slow);
    await expect(address(canvas)).toHaveAccessibleDescription(/desservons que le Québec/);
  },
};

/** 422 invalid_address from the suggestions: the API says which part is missing. */
export const InvalidAddress: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockOperation('properties.suggestAddresses', {
        status: 422,
        body: problemBody('invalid_address', 422, { detail: 'Commencez par le numéro civique, puis la rue.' }),
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.type(address(canvas), 'rue Saint-Denis, Montréal');
    await waitFor(() => expect(address(canvas)).toHaveAccessibleDescription(/numéro civique/), slow);
  },
};

/** The save refused with a field error (422): beside the field it names. */
export const SaveFieldError: Story = {
  args: { initialValues: { name: 'Chalet', type: 'condo' } },
  beforeEach({ msw }) {
    msw.use(
      mockOperation('properties.suggestAddresses', { status: 200, body: saintDenisWithPostalCode }),
      mockOperation('properties.create', {
        status: 422,
        body: problemBody('validation_failed', 422, { errors: [fieldError('name', 'maxLength', 'Au plus 100 caractères.')] }),
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    await saveNewChalet(canvasElement);
    const name = propertyName(canvas);
    await waitFor(() => expect(name).toHaveAccessibleDescription(/Au plus 100 caractères/), slow);
  },
};

/** A 500 on save: an alert above the buttons with the request id. */
export const SaveServerError: Story = {
  args: { initialValues: { name: 'Chalet', type: 'condo' } },
  beforeEach({ msw }) {
    msw.use(
      mockOperation('properties.suggestAddresses', { status: 200, body: saintDenisWithPostalCode }),
      mockOperation('properties.create', { status: 500, body: problemBody('internal_error', 500) }),
    );
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    await saveNewChalet(canvasElement);
    const alert = await canvas.findByRole('alert', {}, slow);
    await expect(alert).toHaveTextContent('req_01jd0v3v4m7q8r9s0t1u2v3w4x');
  },
};

/** Offline while suggesting: said beside the address. */
export const SuggestionsOffline: Story = {
  beforeEach({ msw }) {
    msw.use(mockNetworkError('properties.suggestAddresses'));
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.type(address(canvas), '123 rue Saint-Denis, Mont');
    await waitFor(() => expect(address(canvas)).toHaveAttribute('aria-invalid', 'true'), slow);
  },
};

/** Editing Marie's condo: every field filled, the saved address shown as chosen. */
export const Edit: Story = {
  args: { property: plateauCondo, title: <HostText fr="Modifier la propriété" en="Edit property" /> },
  beforeEach({ msw }) {
    msw.use(mockOperation('properties.update', { status: 200, body: { ...plateauCondo, name: 'Condo rénové' } }));
  },
  play: async ({ canvasElement, args }) => {
    await loaded(canvasElement);
    const canvas = within(canvasElement);
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
  args: { property: lavalHouse, title: <HostText fr="Modifier la propriété" en="Edit property" /> },
  beforeEach({ msw }) {
    msw.use(
      mockOperation('properties.suggestAddresses', { status: 200, body: saintDenisWithPostalCode }),
      mockOperation('properties.update', {
        status: 409,
        body: problemBody('property_in_use', 409, {
          detail: 'Une réservation à venir utilise cette propriété : son adresse ne peut pas changer.',
        }),
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.clear(address(canvas));
    // The mock answers the same suggestion whatever is typed: a few characters are enough.
    await userEvent.type(address(canvas), '123 rue M');
    await suggestionsOf(canvasElement);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: /Enregistrer|Save/ }));
    await waitFor(() => expect(address(canvas)).toHaveAccessibleDescription(/son adresse ne peut pas changer/), slow);
  },
};

/** Compact, as the booking shows it inline: access and notes folded away. */
export const Compact: Story = {
  args: { compact: true, nested: true },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Accès et détails|Access and details/)).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: /Wi-Fi/ })).not.toBeVisible();
  },
};

/** A partner's class on every part: the form with the suggestions open, then a failed save. */
export const Appearance: Story = {
  args: { appearance: everyPart('properties'), compact: true, initialValues: { name: 'Chalet', type: 'condo' } },
  beforeEach({ msw }) {
    msw.use(
      mockOperation('properties.suggestAddresses', { status: 200, body: saintDenisWithPostalCode }),
      mockOperation('properties.create', { status: 500, body: problemBody('internal_error', 500) }),
    );
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('combobox', { name: /Adresse|Address/ }, slow), '123 rue M');
    await suggestionsOf(canvasElement);
    await expect(partsWithoutPartnerClass(canvasElement.ownerDocument.body)).toEqual([]);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await userEvent.click(addButton(canvas));
    await expect(await canvas.findByRole('alert', {}, slow)).toBeVisible();
    await expect(partsWithoutPartnerClass(canvasElement)).toEqual([]);
  },
};
