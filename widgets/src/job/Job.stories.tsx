import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { completedBooking, confirmedBooking, inProgressBooking } from '../story-support/fixtures/bookings.ts';
import { loadErrorStory, mockOperation, onPhone, problemBody, slow } from '../story-support/index.ts';
import { Job } from './index.ts';
import { LocateError } from './locate.ts';
import type { DeviceLocation, LocateProblem } from './types.ts';

// The morning of the booking (Tuesday 8 December 2026, 9 h in Montréal): the day to punch in.
const now = new Date('2026-12-08T14:00:00.000Z');
// Where the phone is: the stories never ask the browser (the API judges the distance).
const onSite: DeviceLocation = { latitude: 45.5017, longitude: -73.5673, accuracyMeters: 12 };
const here = (): Promise<DeviceLocation> => Promise.resolve(onSite);

const meta = {
  title: 'Widgets/Job/Job',
  component: Job,
  decorators: [onPhone],
  args: { bookingId: confirmedBooking.id, now, locate: here },
} satisfies Meta<typeof Job>;

export default meta;
type Story = StoryObj<typeof meta>;

const punchInButton = /Je suis sur place, pointer|I've arrived, punch in/;

type Booking = typeof confirmedBooking;
/** The booking as `bookings.get` answers it. */
const showing = (booking: Booking) => mockOperation('bookings.get', { status: 200, body: booking });
/** The job on `booking` as the API shows it, and what the cleaner sees of it. */
const on = (booking: Booking, play: Story['play']): Story => ({
  args: { bookingId: booking.id },
  beforeEach({ msw }) {
    msw.use(showing(booking));
  },
  play,
});

/** Before the punch-in: why the position is asked, then the button (the browser asks only once it is tapped). */
export const BeforePunchIn = on(confirmedBooking, async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText(/jamais suivie|never tracked/, {}, slow)).toBeVisible();
  await expect(canvas.getByRole('button', { name: punchInButton })).toBeEnabled();
});

/** Tapped: the position goes to the API, which starts the work; the checklist follows. */
export const PunchInSucceeds: Story = {
  beforeEach({ msw }) {
    msw.use(showing(confirmedBooking), mockOperation('bookings.punchIn', { status: 200, body: inProgressBooking }));
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: punchInButton }, slow));
    await expect(await canvas.findByText(/2 tâches sur 4 cochées|2 of 4 tasks ticked/, {}, slow)).toBeVisible();
  },
};

/** A position that cannot be read: what happened and what to do next, beside the button. */
const refusedBy = (reason: LocateProblem, says: RegExp): Story => ({
  args: { locate: () => Promise.reject(new LocateError(reason)) },
  beforeEach({ msw }) {
    msw.use(showing(confirmedBooking));
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: punchInButton }, slow));
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent(says);
  },
});

/** The cleaner (or her browser) refused the location: how to allow it again. */
export const PermissionRefused = refusedBy('denied', /réglages du navigateur|browser's settings/);
/** No position (GPS off, deep indoors). */
export const PositionUnavailable = refusedBy('unavailable', /Activez la localisation|Turn on location/);
/** The position took too long. */
export const PositionTimeout = refusedBy('timeout', /une minute|a minute/);

/** The API finds the phone too far from the property (it judges the distance, the widget never does). */
export const TooFar: Story = {
  beforeEach({ msw }) {
    msw.use(
      showing(confirmedBooking),
      mockOperation('bookings.punchIn', {
        status: 422,
        body: problemBody('too_far_from_property', 422, { detail: 'The device is 1.2 km from the property.' }),
      }),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: punchInButton }, slow));
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent(/trop loin de la propriété|too far/);
  },
};

/** In progress, two tasks of four ticked: large checkboxes, the photos and the punch-out. */
export const InProgress = on(inProgressBooking, async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText(/2 tâches sur 4 cochées|2 of 4 tasks ticked/, {}, slow)).toBeVisible();
  await expect(canvas.getByRole('checkbox', { name: /Poubelles vidées/ })).not.toBeChecked();
  await expect(canvas.getByText(/Prendre une photo avant|Take a before photo/)).toBeVisible();
});

/** The client refused photos: no camera, and the reason. */
export const PhotosRefused = on(
  {
    ...inProgressBooking,
    allowPhotos: false,
    work: { ...inProgressBooking.work, photos: { before: 0, after: 0 }, photosRequired: false },
  },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/refusé les photos|refused before and after photos/, {}, slow)).toBeVisible();
    await expect(canvas.queryByText(/Prendre une photo|Take a/)).toBeNull();
  },
);

/** Punched out: the timesheet as the API recorded it. */
export const PunchedOut = on(completedBooking, async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText(/3 h 57 min/, {}, slow)).toBeVisible();
  await expect(canvas.getByText(/2 avant, 2 après|2 before, 2 after/)).toBeVisible();
});

/** Loading: the panel's shape. */
export const Loading: Story = {
  beforeEach: ({ msw }) =>
    void msw.use(mockOperation('bookings.get', { status: 200, body: confirmedBooking, delay: 'infinite' })),
  play: ({ canvasElement }) =>
    waitFor(() => expect(canvasElement.querySelector('[data-part="jobSkeleton"]')).not.toBeNull(), slow),
};

/** The booking cannot load (500): the error with its request id and a retry. */
export const LoadError: Story = loadErrorStory('bookings.get');
