import { createPropreClient } from '@propre/sdk';
import { createQueryClient } from '@propre/sdk/query';
import type { ReactNode } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../styles/index.css';
import './properties.css';
import { PropreProvider } from '../provider/PropreProvider.tsx';
import { type Answer, fakeApi, type SeenRequest } from '../story-support/fake-api.ts';
import {
  lavalHouse,
  plateauCondo,
  saintDenisSuggestions,
  saintDenisWithPostalCode,
} from '../story-support/fixtures/properties.ts';
import { fieldError, problemBody } from '../story-support/problem.ts';
import type { Property } from './model.ts';
import { Properties, PropertyForm, PropertyPicker } from './widgets.ts';

type Routes = Parameters<typeof fakeApi>[0];
const suggestPath = 'GET /api/properties/address-suggestions';
const created: Property = { ...plateauCondo, id: 'prp_01jd0v3v4m0000000000000009', name: 'Chalet' };

/** The widget under a provider whose client is the real SDK client over `routes`. */
async function mount(routes: Routes, ui: ReactNode) {
  const api = fakeApi(routes);
  const client = createPropreClient({ baseUrl: 'http://api.test', fetch: api.fetch, locale: 'fr' });
  const queryClient = createQueryClient({ defaultOptions: { queries: { retry: false } } });
  const screen = await render(
    <PropreProvider client={client} queryClient={queryClient} locale="fr">
      {ui}
    </PropreProvider>,
  );
  return { api, screen };
}

type Screen = Awaited<ReturnType<typeof mount>>['screen'];

async function fillNewProperty(screen: Screen, text = '123 rue Saint-Denis, Mont') {
  await screen.getByRole('textbox', { name: 'Nom de la propriété' }).fill('Chalet');
  const address = screen.getByRole('combobox', { name: 'Adresse' });
  await address.click();
  await userEvent.keyboard(text);
  await expect.element(screen.getByRole('listbox')).toBeVisible();
  await userEvent.keyboard('{ArrowDown}{Enter}');
  await expect.element(address).toHaveAttribute('aria-expanded', 'false');
  await screen.getByRole('combobox', { name: 'Type de propriété' }).selectOptions('condo');
}

describe('PropertyForm', () => {
  test('adds a property with the suggestion chosen by keyboard: its id, street line and the postal code asked for', async () => {
    const onSaved = vi.fn();
    const { api, screen } = await mount(
      {
        [suggestPath]: { status: 200, body: saintDenisSuggestions },
        'POST /api/properties': { status: 201, body: created },
      },
      <PropertyForm onSaved={onSaved} />,
    );
    await fillNewProperty(screen);
    await expect.element(screen.getByText('Adresse choisie : 123 rue Saint-Denis, Montréal (Québec)')).toBeVisible();
    // The suggestion has no postal code: the form asks for it, and checks A1A 1A1 before sending.
    const postal = screen.getByRole('textbox', { name: 'Code postal' });
    await postal.fill('H2X 1O4');
    await screen.getByRole('button', { name: 'Ajouter la propriété' }).click();
    await expect.element(postal).toHaveAttribute('aria-invalid', 'true');
    expect(api.to('/api/properties')).toHaveLength(0);

    await postal.fill('h2x1k4');
    await screen.getByRole('button', { name: 'Ajouter la propriété' }).click();
    await expect.poll(() => onSaved.mock.calls.length).toBe(1);
    const [request] = api.to('/api/properties') as [SeenRequest];
    expect(request.body).toMatchObject({
      name: 'Chalet',
      type: 'condo',
      addressSuggestionId: saintDenisSuggestions.items[0]?.suggestionId,
      streetAddress: '123 rue Saint-Denis',
      postalCode: 'h2x1k4',
      bedrooms: 1,
      bathrooms: 1,
      stories: 1,
      squareFeet: null,
    });
    expect(onSaved).toHaveBeenCalledWith(created);
  });

  test('a field error of the API goes beside its field; the field keeps it until changed', async () => {
    const { screen } = await mount(
      {
        [suggestPath]: { status: 200, body: saintDenisWithPostalCode },
        'POST /api/properties': {
          status: 422,
          body: problemBody('validation_failed', 422, { errors: [fieldError('name', 'maxLength', 'Au plus 100 caractères.')] }),
        },
      },
      <PropertyForm />,
    );
    await fillNewProperty(screen, '123 rue M');
    await screen.getByRole('button', { name: 'Ajouter la propriété' }).click();
    const name = screen.getByRole('textbox', { name: 'Nom de la propriété' });
    await expect.element(name).toHaveAttribute('aria-invalid', 'true');
    await expect.element(name).toHaveFocus();
    expect(name.element().getAttribute('aria-describedby')).toBeTruthy();
    await expect.element(screen.getByText('Au plus 100 caractères.')).toBeVisible();
    await name.fill('Chalet 2');
    await expect.element(name).not.toHaveAttribute('aria-invalid');
  });

  test('edits only what changed around the address: no new suggestion, no address sent', async () => {
    const update = vi.fn(
      (request: SeenRequest): Answer => ({ status: 200, body: { ...lavalHouse, ...(request.body as object) } }),
    );
    const { screen } = await mount(
      { [`PATCH /api/properties/${lavalHouse.id}`]: update },
      <PropertyForm property={lavalHouse} />,
    );
    await screen.getByRole('textbox', { name: 'Stationnement (facultatif)' }).fill('Dans la rue');
    await screen.getByRole('button', { name: 'Enregistrer' }).click();
    await expect.poll(() => update.mock.calls.length).toBe(1);
    const body = update.mock.calls[0]?.[0].body as Record<string, unknown>;
    expect(body).toMatchObject({ parking: 'Dans la rue', bathrooms: 2.5, stories: 2 });
    expect(body).not.toHaveProperty('addressSuggestionId');
    expect(body).not.toHaveProperty('streetAddress');
  });
});

describe('AddressField', () => {
  test('an address typed without choosing, then a postal code that cannot exist: each said beside the field', async () => {
    const { api, screen } = await mount({ [suggestPath]: { status: 200, body: saintDenisSuggestions } }, <PropertyForm />);
    const address = screen.getByRole('combobox', { name: 'Adresse' });
    await address.fill('4521 rue Saint-Denis, Montréal');
    await expect.element(screen.getByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await screen.getByRole('button', { name: 'Ajouter la propriété' }).click();
    await expect.element(address).toHaveAccessibleDescription(/Choisissez l’adresse dans les suggestions/);
    const asked = api.to('/api/properties/address-suggestions').length;
    await address.fill('4521 rue Saint-Denis, Montréal H2F 2L4');
    await expect.element(address).toHaveValue('4521 rue Saint-Denis, Montréal H2F 2L4');
    await expect.element(address).toHaveAccessibleDescription(/format A1A 1A1/);
    await expect.element(address).toHaveAttribute('aria-expanded', 'false');
    // Known before asking: no request for that text.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(api.to('/api/properties/address-suggestions')).toHaveLength(asked);
  });
});

describe('PropertyPicker', () => {
  test('adds a property inline inside the host’s form without submitting it, then chooses it', async () => {
    let list = { items: [plateauCondo] };
    const onChange = vi.fn();
    const onHostSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const { screen } = await mount(
      {
        'GET /api/properties': () => ({ status: 200, body: list }),
        [suggestPath]: { status: 200, body: saintDenisWithPostalCode },
        'POST /api/properties': () => {
          list = { items: [plateauCondo, created] };
          return { status: 201, body: created };
        },
      },
      <form onSubmit={onHostSubmit}>
        <PropertyPicker onChange={onChange} />
        <button type="submit">Réserver</button>
      </form>,
    );
    await expect.element(screen.getByRole('radio', { name: /Condo du Plateau/ })).toBeVisible();
    await screen.getByRole('button', { name: 'Ajouter une propriété' }).click();
    await fillNewProperty(screen, '123 rue M');
    // Enter in a field of the inline form saves the property, not the booking.
    await screen.getByRole('textbox', { name: 'Nom de la propriété' }).click();
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => onChange.mock.calls.length).toBe(1);
    expect(onChange).toHaveBeenCalledWith(created);
    expect(onHostSubmit).not.toHaveBeenCalled();
    await expect.element(screen.getByRole('radio', { name: /Chalet/ })).toBeChecked();
    await expect.element(screen.getByRole('radio', { name: /Chalet/ })).toHaveFocus();
  });
});

describe('Properties', () => {
  test('a deletion refused while a booking uses the property shows the API’s reason in the dialog', async () => {
    const reason = 'Une réservation à venir utilise cette propriété : annulez-la avant de supprimer la propriété.';
    const { screen } = await mount(
      {
        'GET /api/properties': { status: 200, body: { items: [plateauCondo] } },
        [`DELETE /api/properties/${plateauCondo.id}`]: {
          status: 409,
          body: problemBody('property_in_use', 409, { detail: reason }),
        },
      },
      <Properties />,
    );
    await screen.getByRole('button', { name: 'Supprimer « Condo du Plateau »' }).click();
    const dialog = screen.getByRole('dialog', { name: 'Supprimer « Condo du Plateau » ?' });
    await expect.element(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Supprimer la propriété' }).click();
    await expect.element(dialog.getByRole('alert')).toBeVisible();
    // The alert holds a title and the API's reason (toHaveTextContent matches the whole text only).
    await expect.poll(() => dialog.getByRole('alert').element().textContent ?? '').toContain(reason);
    await expect.element(dialog.getByRole('button', { name: 'Supprimer la propriété' })).not.toBeInTheDocument();
    await dialog.getByRole('button', { name: 'Fermer', exact: true }).last().click();
    await expect.element(screen.getByRole('button', { name: 'Supprimer « Condo du Plateau »' })).toHaveFocus();
  });

  test('deleting the last property leaves the empty state with "add my first property" focused', async () => {
    let items = [plateauCondo];
    const { screen } = await mount(
      {
        'GET /api/properties': () => ({ status: 200, body: { items } }),
        [`DELETE /api/properties/${plateauCondo.id}`]: () => {
          items = [];
          return { status: 204 };
        },
      },
      <Properties />,
    );
    await screen.getByRole('button', { name: 'Supprimer « Condo du Plateau »' }).click();
    await screen.getByRole('button', { name: 'Supprimer la propriété' }).click();
    await expect.element(screen.getByRole('heading', { name: 'Aucune propriété pour l’instant' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Ajouter ma première propriété' })).toHaveFocus();
  });
});
