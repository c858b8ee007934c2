import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { findPart } from '../story-support/find-part.ts';
import {
  busyImported,
  calendarBlocks,
  calendarBookings,
  calendarNow,
  feedHidden,
  feedIssued,
  feedRotated,
  googleConnected,
  googleNotConnected,
  googleUnavailable,
  googleUnreachable,
  noBlocks,
  noCalendarBookings,
  noOccurrences,
  tuesdayBlock,
  weekOccurrences,
} from '../story-support/fixtures/calendar.ts';
import {
  appearanceStory,
  expectBeside,
  loadErrorStory,
  type Msw,
  mockOperation,
  onPhone,
  problemAnswer,
  slow,
  sophieAccount,
  widgetsLoaded,
  withAnswer,
  withAnswers,
} from '../story-support/index.ts';
import { Calendar } from './index.ts';

const meta = {
  title: 'Widgets/Calendar/Calendar',
  component: Calendar,
  decorators: [onPhone],
  args: { now: calendarNow },
  ...withAnswer('availability.getGoogleCalendar', googleNotConnected),
} satisfies Meta<typeof Calendar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sophie signed in, with the week of 7 December: her four blocks, their occurrences, three bookings. */
const filledWeek = (msw: Msw, ...more: ReturnType<typeof mockOperation>[]) =>
  msw.use(
    mockOperation('users.getMe', { status: 200, body: sophieAccount }),
    mockOperation('availability.listMyBlocks', { status: 200, body: calendarBlocks }),
    mockOperation('availability.listOccurrences', { status: 200, body: weekOccurrences }),
    mockOperation('bookings.listMine', { status: 200, body: calendarBookings }),
    ...more,
  );

const page = (root: HTMLElement) => within(root.ownerDocument.body);
const ready = async (root: HTMLElement) => {
  await widgetsLoaded(root);
  await findPart(root, 'calendarRoot', { state: 'success' });
  return within(root);
};
const dialogOpen = async (root: HTMLElement) => {
  const dialog = await page(root).findByRole('dialog', {}, slow);
  await waitFor(() => expect(dialog).toBeVisible(), slow);
  return within(dialog);
};
/** Opens the block form from Tuesday 8 December's « Add » button. */
const openBlockForm = async (root: HTMLElement) => {
  const canvas = await ready(root);
  await userEvent.click(
    canvas.getByRole('button', { name: /Ajouter une disponibilité le mardi 8 décembre|Add availability on Tuesday, December 8/ }),
  );
  return dialogOpen(root);
};
const saveBlock = (dialog: ReturnType<typeof within>) =>
  userEvent.click(dialog.getByRole('button', { name: /Enregistrer la disponibilité|Save the availability/ }));
const setDate = async (field: HTMLElement, value: string) => {
  await userEvent.clear(field);
  if (value) await userEvent.type(field, value);
};
const fields = {
  startDate: (dialog: ReturnType<typeof within>) => dialog.getByLabelText(/^(Première date|First date|Date)/),
  untilDate: (dialog: ReturnType<typeof within>) => dialog.getByLabelText(/Dernière date|Last date/),
  weekday: (dialog: ReturnType<typeof within>) => dialog.getByLabelText(/Jour de la semaine|Day of the week/),
  startTime: (dialog: ReturnType<typeof within>) => dialog.getByLabelText(/^(Début|Start)/),
  endTime: (dialog: ReturnType<typeof within>) => dialog.getByLabelText(/^(Fin|End)/),
};

/**
 * A block form story: opens it on Tuesday 8, changes it with `change`, saves, and expects
 * `message` beside the field `field` finds: the API is never asked.
 */
const formError = (
  change: (dialog: ReturnType<typeof within>) => Promise<unknown>,
  field: (dialog: ReturnType<typeof within>) => HTMLElement,
  message: RegExp,
): Story => ({
  beforeEach: ({ msw }) => filledWeek(msw),
  play: async ({ canvasElement }) => {
    const dialog = await openBlockForm(canvasElement);
    await change(dialog);
    await saveBlock(dialog);
    await expectBeside(field(dialog), message, { invalid: true });
    await expect(field(dialog)).toHaveFocus();
  },
});

/** Loading: the calendar's shape as skeletons. */
export const Loading: Story = {
  ...withAnswers(
    { 'users.getMe': sophieAccount },
    mockOperation('availability.listMyBlocks', { status: 200, body: calendarBlocks, delay: 'infinite' }),
    mockOperation('availability.listOccurrences', { status: 200, body: weekOccurrences, delay: 'infinite' }),
    mockOperation('bookings.listMine', { status: 200, body: calendarBookings, delay: 'infinite' }),
  ),
  play: async ({ canvasElement }) => {
    await findPart(canvasElement, 'calendarSkeleton');
  },
};

/** A new cleaner: no availability, no booking; every day says so, and the list says what to do first. */
export const Empty: Story = {
  ...withAnswers({
    'users.getMe': sophieAccount,
    'availability.listMyBlocks': noBlocks,
    'availability.listOccurrences': noOccurrences,
    'bookings.listMine': noCalendarBookings,
  }),
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(canvas.getByText(/Aucune disponibilité pour l’instant|No availability yet/)).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-part="calendarDay"][data-state="off"]')).toHaveLength(7);
    await expect(canvas.getByRole('button', { name: /^(Ajouter une disponibilité|Add availability)$/ })).toBeVisible();
  },
};

/** The blocks cannot load (500): an error with its request id and a retry. */
export const LoadError: Story = loadErrorStory('availability.listMyBlocks', {
  requestId: true,
  answers: {
    'users.getMe': sophieAccount,
    'availability.listOccurrences': weekOccurrences,
    'bookings.listMine': calendarBookings,
  },
});

/** The week of 7 December: each busy level in words, the bookings on their days, an imported busy day struck out. */
export const WeekWithBookings: Story = {
  beforeEach: ({ msw }) => filledWeek(msw),
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    const level = (date: number) => canvasElement.querySelectorAll('[data-part="calendarDay"]')[date]?.getAttribute('data-state');
    await expect([0, 1, 2, 3, 4, 5, 6].map(level)).toEqual([
      'available',
      'busy',
      'somewhatBusy',
      'veryBusy',
      'veryBusy',
      'off',
      'available',
    ]);
    await expect(
      canvas.getByText(
        /Demande à confirmer, 9 h 00 à 13 h 00, Montréal|Request to confirm, 9:00 a\.m\. to 1:00 p\.m\., Montréal/,
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText(/Ménage confirmé, 9 h 00 à 13 h 00, Laval|Confirmed cleaning, 9:00 a\.m\. to 1:00 p\.m\., Laval/),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: /occupé dans votre calendrier importé|busy in your imported calendar/ }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        /Chaque mardi, à partir du mardi 3 novembre, 8 h 00 à 16 h 00 \(1 date retirée\)|Every Tuesday, from Tuesday, November 3, 8:00 a\.m\. to 4:00 p\.m\. \(1 date removed\)/,
      ),
    ).toBeVisible();
    for (const words of [/^Plutôt occupé$|^Somewhat busy$/, /^Très occupé$|^Very busy$/]) {
      await expect(canvas.getAllByText(words).length).toBeGreaterThan(1);
    }
  },
};

/** The month: a button a day, saying its level and bookings; pressing one shows its week. */
export const Month: Story = {
  beforeEach: ({ msw }) => filledWeek(msw),
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^(Mois|Month)$/ }));
    await expect(await canvas.findByRole('heading', { name: /décembre 2026|December 2026/ })).toBeVisible();
    const tuesday = canvas.getByRole('button', {
      name: /mardi 8 décembre, Occupé, 1 réservation|Tuesday, December 8, Busy, 1 booking/,
    });
    await userEvent.click(tuesday);
    await expect(
      await canvas.findByRole('heading', { name: /Semaine du lundi 7 décembre|Week of Monday, December 7/ }),
    ).toBeVisible();
  },
};

/** An occurrence pressed: skip just that date (an exception), sent to the API; the dialog closes. */
export const SkipOneDate: Story = {
  beforeEach: ({ msw }) => filledWeek(msw, mockOperation('availability.addException', { status: 201, body: tuesdayBlock })),
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^8\sh\s00\sà\s16\sh\s00$|^8:00\sa\.m\.\sto\s4:00\sp\.m\.$/ }));
    const dialog = await dialogOpen(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: /Ne pas travailler ce jour-là|Don’t work that day/ }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull(), slow);
  },
};

/** A date that is not one of the block's: the API's refusal beside the date. */
export const SkipDateNotAnOccurrence: Story = {
  beforeEach: ({ msw }) => filledWeek(msw, problemAnswer('availability.addException', 422, 'availability_not_an_occurrence')),
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    const [skip] = canvas.getAllByRole('button', { name: /^(Retirer une date|Remove a date)$/ });
    await userEvent.click(skip as HTMLElement);
    const dialog = await dialogOpen(canvasElement);
    const date = dialog.getByLabelText(/Date à retirer|Date to remove/);
    await setDate(date, '2026-12-09');
    await userEvent.click(dialog.getByRole('button', { name: /Retirer cette date|Remove this date/ }));
    await expectBeside(date, /ne se répète pas à cette date|does not repeat on this date|No occurrence/);
  },
};

/** Deleting a block asks first, saying that every date goes and bookings stay. */
export const DeleteConfirm: Story = {
  beforeEach: ({ msw }) => filledWeek(msw),
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    const [remove] = canvas.getAllByRole('button', { name: /^(Supprimer|Delete)$/ });
    await userEvent.click(remove as HTMLElement);
    const dialog = await dialogOpen(canvasElement);
    await expect(dialog.getByText(/toutes ses dates disparaîtront|all its dates will leave/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: /Supprimer toutes ses dates|Delete all its dates/ })).toBeVisible();
  },
};

/** The form opens on the day pressed: every week on that weekday, 9:00 to 17:00; saving sends it and closes. */
export const AddWeeklyBlock: Story = {
  beforeEach: ({ msw }) => filledWeek(msw, mockOperation('availability.createBlock', { status: 201, body: tuesdayBlock })),
  play: async ({ canvasElement }) => {
    const dialog = await openBlockForm(canvasElement);
    await expect(dialog.getByRole('radio', { name: /Chaque semaine|Every week/ })).toBeChecked();
    await expect(fields.weekday(dialog)).toHaveDisplayValue(/mardi|Tuesday/);
    await saveBlock(dialog);
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull(), slow);
  },
};

/** The same slot already exists (409): the API's words above the form. */
export const SlotExists: Story = {
  beforeEach: ({ msw }) => filledWeek(msw, problemAnswer('availability.createBlock', 409, 'availability_slot_exists')),
  play: async ({ canvasElement }) => {
    const dialog = await openBlockForm(canvasElement);
    await saveBlock(dialog);
    const alert = await dialog.findByRole('alert', {}, slow);
    await expect(alert).toHaveTextContent(/déjà une disponibilité à cette heure|already/);
  },
};

export const DateRequired = formError(
  (d) => setDate(fields.startDate(d), ''),
  fields.startDate,
  /Indiquez une date|Enter a date/,
);
export const DateInPast = formError(
  (d) => setDate(fields.startDate(d), '2026-12-01'),
  fields.startDate,
  /aujourd’hui ou une date à venir|today or a date to come/,
);
export const DateTooFar = formError(
  (d) => setDate(fields.startDate(d), '2028-01-04'),
  fields.startDate,
  /12 prochains mois|next 12 months/,
);
export const WeekdayRequired = formError(
  (d) => userEvent.selectOptions(fields.weekday(d), '—'),
  fields.weekday,
  /Choisissez un jour|Choose a day/,
);
export const IntervalOutOfRange = formError(
  async (d) => {
    await userEvent.click(d.getByRole('radio', { name: /Tous les n jours|Every n days/ }));
    const interval = d.getByLabelText(/Nombre de jours|Days between/);
    await userEvent.clear(interval);
    await userEvent.type(interval, '1');
  },
  (d) => d.getByLabelText(/Nombre de jours|Days between/),
  /entre 2 et 90|between 2 and 90/,
);
export const TimeRequired = formError(
  (d) => userEvent.selectOptions(fields.startTime(d), '—'),
  fields.startTime,
  /Choisissez une heure|Choose a time/,
);
export const EndBeforeStart = formError(
  (d) => userEvent.selectOptions(fields.endTime(d), '08:00'),
  fields.endTime,
  /après le début|after the start/,
);
export const UntilBeforeStart = formError(
  (d) => setDate(fields.untilDate(d), '2026-12-07'),
  fields.untilDate,
  /doit suivre la première|must follow the first/,
);
export const UntilTooFar = formError(
  (d) => setDate(fields.untilDate(d), '2029-01-02'),
  fields.untilDate,
  /deux prochaines années|next two years/,
);

/** The feed's address asked for: shown once, with a copy button and the warning that it is secret. */
export const FeedAddress: Story = {
  beforeEach: ({ msw }) => filledWeek(msw, mockOperation('availability.getCalendarFeedUrl', { status: 200, body: feedIssued })),
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^(Obtenir mon adresse|Get my address)$/ }));
    const field = await canvas.findByLabelText(/Adresse d’abonnement|Subscription address/, {}, slow);
    await expect(field).toHaveValue(feedIssued.url);
    await expect(field).toHaveAccessibleDescription(/Gardez-la pour vous|Keep it to yourself/);
    await expect(canvas.getByRole('button', { name: /Copier l’adresse|Copy the address/ })).toBeVisible();
  },
};

/** Asked again later: the address is not shown any more, and replacing it is the way to a new one. */
export const FeedAlreadyIssued: Story = {
  beforeEach: ({ msw }) => filledWeek(msw, mockOperation('availability.getCalendarFeedUrl', { status: 200, body: feedHidden })),
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^(Obtenir mon adresse|Get my address)$/ }));
    await expect(await canvas.findByText(/n’est plus affichée|no longer shown/, {}, slow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Remplacer l’adresse|Replace the address/ })).toBeVisible();
  },
};

/** Replacing the address asks first (the old one stops working); confirmed, the new one shows. */
export const RotateConfirm: Story = {
  beforeEach: ({ msw }) =>
    filledWeek(
      msw,
      mockOperation('availability.getCalendarFeedUrl', { status: 200, body: feedHidden }),
      mockOperation('availability.rotateCalendarFeed', { status: 200, body: feedRotated }),
    ),
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^(Obtenir mon adresse|Get my address)$/ }));
    await userEvent.click(await canvas.findByRole('button', { name: /Remplacer l’adresse|Replace the address/ }, slow));
    const dialog = await dialogOpen(canvasElement);
    await expect(dialog.getByText(/cessera de fonctionner tout de suite|stops working at once/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: /Remplacer l’adresse|Replace the address/ }));
    await expect(await canvas.findByDisplayValue(feedRotated.url as string, {}, slow)).toBeVisible();
  },
};

const icsFile = () => new File(['BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n'], 'agenda.ics', { type: 'text/calendar' });
const importFile = async (root: HTMLElement) => {
  const canvas = await ready(root);
  const input = canvas.getByLabelText(/Fichier de calendrier|Calendar file/);
  await userEvent.upload(input, icsFile());
  await userEvent.click(canvas.getByRole('button', { name: /Importer le calendrier|Import the calendar/ }));
  return { canvas, input };
};

/** An imported calendar: what was read and kept, said once the API answers. */
export const ImportDone: Story = {
  beforeEach: ({ msw }) => filledWeek(msw, mockOperation('availability.importBusyTimes', { status: 200, body: busyImported })),
  play: async ({ canvasElement }) => {
    const { canvas } = await importFile(canvasElement);
    await expect(
      await canvas.findByText(/12 événements lus, 17 périodes occupées|12 events read, 17 busy periods/, {}, slow),
    ).toBeVisible();
  },
};

/** An unreadable file (422): the API's words beside the file field. */
export const ImportUnreadable: Story = {
  beforeEach: ({ msw }) => filledWeek(msw, problemAnswer('availability.importBusyTimes', 422, 'calendar_unreadable')),
  play: async ({ canvasElement }) => {
    const { input } = await importFile(canvasElement);
    await expectBeside(input, /n’a pas pu être lu|could not be read|Unreadable/);
  },
};

/** No file chosen: said beside the field before anything is sent. */
export const ImportNoFile: Story = {
  beforeEach: ({ msw }) => filledWeek(msw),
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Importer le calendrier|Import the calendar/ }));
    await expectBeside(canvas.getByLabelText(/Fichier de calendrier|Calendar file/), /Choisissez un fichier|Choose an .ics file/);
  },
};

const googleSection = async (root: HTMLElement) => {
  const canvas = await ready(root);
  const section = await waitFor(() => {
    const found = root.querySelector<HTMLElement>('[data-part="calendarGoogle"]');
    // The section shows at once; its content once the link's status has come.
    if (!found?.querySelector('[data-part="calendarGoogleNote"], [data-part="calendarGoogleFacts"]'))
      throw new Error('no Google status yet');
    return found;
  }, slow);
  await expect(canvas.getByRole('heading', { name: /Google Agenda|Google Calendar/ })).toBeVisible();
  return within(section);
};

/** Google Calendar offered and not connected: what it does, and the button to Google's consent page. */
export const GoogleNotConnected: Story = {
  beforeEach: ({ msw }) =>
    filledWeek(msw, mockOperation('availability.getGoogleCalendar', { status: 200, body: googleNotConnected })),
  play: async ({ canvasElement }) => {
    const google = await googleSection(canvasElement);
    await expect(google.getByRole('button', { name: /Relier Google Agenda|Connect Google Calendar/ })).toBeVisible();
    await expect(google.getByText(/jamais les titres|never the titles/)).toBeVisible();
  },
};

/** Connected: the account, the last sync, what went each way; sync now and disconnect. */
export const GoogleConnected: Story = {
  beforeEach: ({ msw }) =>
    filledWeek(msw, mockOperation('availability.getGoogleCalendar', { status: 200, body: googleConnected })),
  play: async ({ canvasElement }) => {
    const google = await googleSection(canvasElement);
    await expect(google.getByText('sophie.gagnon@gmail.com')).toBeVisible();
    await expect(google.getByText(/3 réservations envoyées à Google|3 bookings sent to Google/)).toBeVisible();
    await expect(google.getByText(/2 périodes occupées lues|2 busy periods read/)).toBeVisible();
    await expect(google.getByRole('button', { name: /Synchroniser maintenant|Sync now/ })).toBeVisible();
  },
};

/** Google did not answer the last sync: said, with when it is tried again. */
export const GoogleUnreachable: Story = {
  beforeEach: ({ msw }) =>
    filledWeek(msw, mockOperation('availability.getGoogleCalendar', { status: 200, body: googleUnreachable })),
  play: async ({ canvasElement }) => {
    const google = await googleSection(canvasElement);
    await expect(google.getByRole('alert')).toHaveTextContent(/Nouvel essai prévu|Next attempt planned/);
  },
};

/** Back from Google with a start that is no longer valid: the API's refusal, and the button to try again. */
export const GoogleReturnRefused: Story = {
  args: { googleReturn: { code: 'a-code', state: 'an-old-state' } },
  beforeEach: ({ msw }) =>
    filledWeek(
      msw,
      mockOperation('availability.getGoogleCalendar', { status: 200, body: googleNotConnected }),
      problemAnswer('availability.completeGoogleCalendarConnect', 422, 'google_calendar_state_mismatch'),
    ),
  play: async ({ canvasElement }) => {
    const google = await googleSection(canvasElement);
    await expect(await google.findByRole('alert', {}, slow)).toHaveTextContent(/n’a pas été relié|was not connected/);
    await expect(google.getByRole('button', { name: /Relier Google Agenda|Connect Google Calendar/ })).toBeVisible();
  },
};

/** The person declined on Google's page: said, nothing sent. */
export const GoogleDeclined: Story = {
  args: { googleReturn: { error: 'access_denied' } },
  beforeEach: ({ msw }) =>
    filledWeek(msw, mockOperation('availability.getGoogleCalendar', { status: 200, body: googleNotConnected })),
  play: async ({ canvasElement }) => {
    const google = await googleSection(canvasElement);
    await expect(google.getByText(/Vous avez refusé l’accès|You declined access/)).toBeVisible();
  },
};

/** Disconnecting asks first, saying what goes and what stays. */
export const GoogleDisconnectConfirm: Story = {
  beforeEach: ({ msw }) =>
    filledWeek(msw, mockOperation('availability.getGoogleCalendar', { status: 200, body: googleConnected })),
  play: async ({ canvasElement }) => {
    const google = await googleSection(canvasElement);
    await userEvent.click(google.getByRole('button', { name: /Délier Google Agenda|Disconnect Google Calendar/ }));
    const dialog = await dialogOpen(canvasElement);
    await expect(dialog.getByText(/restent|stay there/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^(Délier|Disconnect)$/ })).toBeVisible();
  },
};

/** A server without Google credentials: the ICS address is the way to Google Calendar. */
export const GoogleUnavailable: Story = {
  beforeEach: ({ msw }) =>
    filledWeek(msw, mockOperation('availability.getGoogleCalendar', { status: 200, body: googleUnavailable })),
  play: async ({ canvasElement }) => {
    const google = await googleSection(canvasElement);
    await expect(google.getByText(/pas offerte sur ce serveur|not offered on this server/)).toBeVisible();
  },
};

/** A partner's class on every part the week shows (`appearance.elements`). */
export const Appearance: Story = {
  ...appearanceStory('calendar', ready),
  beforeEach: ({ msw }) => filledWeek(msw),
};
