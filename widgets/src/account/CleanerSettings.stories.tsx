import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import {
  expectSavedToast,
  findSection,
  offlineSave,
  retype,
  save,
  saveServerError,
  settingsLoadFailed,
  settingsLoading,
  stateOf,
} from '../story-support/account-plays.ts';
import { newCleanerOwnProfile, ownProfileWith, sophieOwnProfile } from '../story-support/fixtures/account.ts';
import {
  appearanceStory,
  besideField,
  type Canvas,
  citiesStartingWithMont,
  expectBeside,
  fieldError,
  mockOperation,
  refusedStory,
  sentStory,
  withAnswer,
} from '../story-support/index.ts';
import { CleanerSettings } from './index.ts';

const meta = {
  title: 'Widgets/Account/CleanerSettings',
  component: CleanerSettings,
  ...withAnswer('cleaners.getMyProfile', sophieOwnProfile),
} satisfies Meta<typeof CleanerSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

const bioField = /^(Présentation|About me)$/;
const hourlyField = /^(Taux horaire|Hourly rate)/;
const yearsField = /^(Années d’expérience|Years of experience)$/;
const citiesField = /^(Villes desservies|Cities served)$/;
const fixedPrices = /^(Prix fixe par type de propriété|Fixed price per property type)$/;

/** Saves the section `name` (after `change`, if given); resolves to the section. */
const saveSection =
  (name: string, change?: (section: Canvas) => Promise<unknown>) =>
  async (root: HTMLElement): Promise<Canvas> => {
    const section = await findSection(root, name);
    await change?.(section);
    await save(section);
    return section;
  };

/** The profile loads: skeleton cards shaped like the sections. */
export const Loading: Story = settingsLoading('cleaners.getMyProfile', sophieOwnProfile);

/** The profile could not load: the error in place, its request id, and a retry. */
export const LoadFailed: Story = settingsLoadFailed('cleaners.getMyProfile');

/** Sophie's profile, every section filled in. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const bio = await findSection(canvasElement, 'bio');
    await expect(bio.getByLabelText(bioField)).toHaveValue(sophieOwnProfile.public.bio);
    const rates = await findSection(canvasElement, 'rates');
    await expect(rates.getByLabelText(hourlyField)).toHaveValue('35');
    const area = await findSection(canvasElement, 'service-area');
    await expect(area.getByText('Westmount')).toBeVisible();
  },
};

/** A presentation under 50 characters is refused beside the field, before any request. */
export const BioTooShort: Story = sentStory(
  saveSection('bio', (bio) => retype(bio.getByLabelText(bioField), 'Trop court.')),
  async (bio, root) => {
    await expectBeside(bio.getByLabelText(bioField), /au moins 50 caractères|at least 50 characters/);
    await expect(stateOf(root, 'bio')).toBe('error');
  },
);

/** Saved: the button was busy, then « Profil mis à jour ». */
export const BioSaved: Story = {
  play: async ({ canvasElement, msw }) => {
    const answer = Promise.withResolvers<void>();
    msw.use(mockOperation('cleaners.updateMyProfile', { status: 200, body: sophieOwnProfile, until: answer.promise }));
    const bio = await findSection(canvasElement, 'bio');
    await save(bio);
    await waitFor(() => expect(stateOf(canvasElement, 'bio')).toBe('saving'));
    answer.resolve();
    await expectSavedToast(canvasElement);
    await waitFor(() => expect(stateOf(canvasElement, 'bio')).toBe('saved'));
  },
};

/** The API failed (5xx): the forms kit's server-error alert, and the request id to quote. */
export const BioServerError: Story = saveServerError('cleaners.updateMyProfile', saveSection('bio'));

/** The API's own field error (400) lands beside the field. */
export const BioApiFieldError: Story = refusedStory(
  'cleaners.updateMyProfile',
  saveSection('bio'),
  { status: 400, code: 'validation_failed', errors: [fieldError('bio', 'maxLength', 'La présentation est trop longue.')] },
  besideField((bio) => bio.getByLabelText(bioField), /La présentation est trop longue/),
);

/** 12 $ an hour: « Taux invalide », and the bounds beside the field; nothing sent. */
export const HourlyRateInvalid: Story = sentStory(
  saveSection('rates', (rates) => retype(rates.getByLabelText(hourlyField), '12')),
  async (rates) => {
    await waitFor(() => expect(rates.getAllByRole('alert')[0]).toHaveTextContent(/Taux invalide|Invalid rate/));
    await expect(rates.getByLabelText(hourlyField)).toHaveAccessibleDescription(/entre 17\s\$ et 199\s\$|between \$17 and \$199/);
    // The forms kit moves the focus to the field in error, so a screen reader reads its label and error.
    await expect(rates.getByLabelText(hourlyField)).toHaveFocus();
  },
);

/** 45 $ saves. */
export const HourlyRateSaved: Story = sentStory(
  saveSection('rates', (rates) => retype(rates.getByLabelText(hourlyField), '45')),
  (_rates, root) => expectSavedToast(root),
  () =>
    mockOperation('cleaners.updateMyProfile', {
      status: 200,
      body: ownProfileWith(sophieOwnProfile, { rates: { ...sophieOwnProfile.public.rates, hourlyRate: 4500 } }),
    }),
);

/** Switching to fixed prices keeps the stored ones, says they apply only once saved; 10 $ is refused. */
export const FixedPriceInvalid: Story = {
  play: async ({ canvasElement }) => {
    const rates = await findSection(canvasElement, 'rates');
    await userEvent.click(rates.getByLabelText(fixedPrices));
    await expect(canvasElement.querySelector('[data-part="accountSwitchNote"]')).not.toBeNull();
    const house = rates.getByLabelText(/^(Maison|House)$/);
    await expect(house).toHaveValue('140');
    await retype(house, '10');
    await save(rates);
    await waitFor(() => expect(rates.getAllByRole('alert')[0]).toHaveTextContent(/Prix fixes invalides|Invalid fixed prices/));
    await expect(house).toHaveAccessibleDescription(/entre 15\s\$ et 199\s\$|between \$15 and \$199/);
  },
};

/** Fixed prices with none filled in: at least one property type (spec §5). */
export const FixedPriceNone: Story = {
  ...withAnswer('cleaners.getMyProfile', newCleanerOwnProfile),
  play: async ({ canvasElement }) => {
    const rates = await findSection(canvasElement, 'rates');
    await userEvent.click(rates.getByLabelText(fixedPrices));
    await save(rates);
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-part="accountFixedRates"]')).toHaveAccessibleDescription(
        /Au moins un type de propriété|At least one property type/,
      ),
    );
  },
};

/** The API refuses the fixed prices (422 invalid_fixed_rates): « Prix fixes invalides ». */
export const FixedPriceRefusedByApi: Story = refusedStory(
  'cleaners.updateMyProfile',
  saveSection('rates', (rates) => userEvent.click(rates.getByLabelText(fixedPrices))),
  { status: 422, code: 'invalid_fixed_rates' },
  (rates) => waitFor(() => expect(rates.getAllByRole('alert')[0]).toHaveTextContent(/Prix fixes invalides|Invalid fixed prices/)),
);

/** A new cleaner saves without a city or a service type: both asked for beside their fields. */
export const ServiceAreaEmpty: Story = {
  ...withAnswer('cleaners.getMyProfile', newCleanerOwnProfile),
  play: async ({ canvasElement }) => {
    const area = await findSection(canvasElement, 'service-area');
    await save(area);
    await waitFor(() =>
      expect(area.getByLabelText(citiesField)).toHaveAccessibleDescription(/au moins une ville|at least one city/),
    );
    await expect(area.getByText(/Choisissez au moins un type de service|Choose at least one service type/)).toBeVisible();
  },
};

/** Typing a city suggests names from the places API; Enter adds it as a chip. */
export const CitySuggestions: Story = {
  ...withAnswer('places.searchCities', citiesStartingWithMont),
  play: async ({ canvasElement }) => {
    const area = await findSection(canvasElement, 'service-area');
    const input = area.getByLabelText(citiesField);
    await userEvent.type(input, 'Mont');
    await waitFor(() => expect(canvasElement.querySelectorAll('datalist option').length).toBe(2));
    await retype(input, 'mont-royal');
    await userEvent.keyboard('{Enter}');
    await expect(await area.findByText('Mont-Royal')).toBeVisible();
    await expect(area.getByRole('button', { name: /Retirer Mont-Royal|Remove Mont-Royal/ })).toBeVisible();
  },
};

/** A city the API does not know (422 city_not_found) is explained beside the cities. */
export const CityNotFound: Story = refusedStory(
  'cleaners.updateMyProfile',
  saveSection('service-area'),
  { status: 422, code: 'city_not_found' },
  besideField((area) => area.getByLabelText(citiesField), /Nous ne trouvons pas cette ville|city/i),
);

/** Pets: ticking birds and saving. */
export const PetsSaved: Story = sentStory(
  saveSection('pets', (pets) => userEvent.click(pets.getByLabelText(/^(Oiseaux|Birds)$/))),
  (_pets, root) => expectSavedToast(root),
  () => mockOperation('cleaners.updateMyProfile', { status: 200, body: sophieOwnProfile }),
);

/** Years of experience outside 0–60 are refused beside the field. */
export const ExperienceInvalid: Story = sentStory(
  saveSection('experience', (experience) => retype(experience.getByLabelText(yearsField), '75')),
  besideField((experience) => experience.getByLabelText(yearsField), /entre 0 et 60|between 0 and 60/),
);

/** Offline while saving: the forms kit's « no connection » alert, focused. */
export const Offline: Story = offlineSave('cleaners.updateMyProfile', 'experience');

/** Every part gets the partner's class from `appearance.elements`. */
export const Appearance: Story = appearanceStory('account', (root) => findSection(root, 'service-area'));
