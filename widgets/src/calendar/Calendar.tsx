import { callOperation } from '@propre/sdk';
import { availability, bookings as bookingsArea } from '@propre/sdk/query';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePropre } from '../context/hooks.ts';
import { useSessionState } from '../context/use-session-state.ts';
import { todayInQuebec } from '../i18n/format.ts';
import { CalendarView, type CalendarViewProps } from './CalendarView.tsx';
import { type CalendarMode, viewDays } from './dates.ts';
import type { CalendarFeedLink } from './types.ts';

export interface CalendarProps extends Pick<CalendarViewProps, 'title' | 'headingLevel' | 'className' | 'googleCalendar'> {
  /** The view it opens on: the week (phone-first) by default. */
  defaultMode?: CalendarMode;
  /** « Now », for today's date (stories, tests). */
  now?: Date;
}

/** The bookings that hold time, soonest first: what a calendar shows of them (one page of 100). */
const holdingQuery: Parameters<typeof bookingsArea.listMine>[1] = {
  role: 'cleaner',
  sort: 'soonest',
  status: ['pending', 'confirmed', 'in_progress'],
  limit: 100,
};

/**
 * The signed-in cleaner's calendar: their blocks (availability.listMyBlocks), the occurrences of
 * the days shown (availability.listOccurrences) and their bookings (bookings.listMine); blocks
 * added, deleted and skipped through the API, whose mutations refresh what they change. The ICS
 * address is asked for on purpose: the API shows it once, when it is issued.
 */
export function Calendar({ defaultMode = 'week', now, ...view }: CalendarProps) {
  const { client, session } = usePropre();
  const user = useSessionState(session).user;
  const today = todayInQuebec(now);
  const [place, setPlace] = useState<{ mode: CalendarMode; anchor: string }>({ mode: defaultMode, anchor: today });
  const days = viewDays(place.mode, place.anchor);
  const range = { from: days[0] ?? today, to: days.at(-1) ?? today };

  const blocks = useQuery(availability.listMyBlocks(client));
  const occurrences = useQuery({ ...availability.listOccurrences(client, user?.id ?? '', range), enabled: Boolean(user) });
  const booked = useQuery(bookingsArea.listMine(client, holdingQuery));
  const create = useMutation(availability.createBlock(client));
  const remove = useMutation(availability.deleteBlock(client));
  const skip = useMutation(availability.addException(client));
  const rotate = useMutation(availability.rotateCalendarFeed(client));
  const importFile = useMutation(availability.importBusyTimes(client));
  const [feedLink, setFeedLink] = useState<CalendarFeedLink | null>(null);

  const failed = blocks.error ?? occurrences.error ?? booked.error;
  const status = failed ? 'error' : blocks.data && occurrences.data && booked.data ? 'success' : 'loading';

  return (
    <CalendarView
      {...view}
      status={status}
      error={failed}
      onRetry={() => {
        void blocks.refetch();
        void occurrences.refetch();
        void booked.refetch();
      }}
      retrying={blocks.isFetching || occurrences.isFetching || booked.isFetching}
      mode={place.mode}
      anchor={place.anchor}
      today={today}
      onNavigate={(mode, anchor) => setPlace({ mode, anchor })}
      blocks={blocks.data?.items}
      occurrences={occurrences.data?.items}
      bookings={booked.data?.items}
      onSaveBlock={async (body, replacing) => {
        // No change in place in the API: the new block is added first, so a refused change
        // leaves the old one as it was; then the old one goes.
        await create.mutateAsync({ body });
        if (replacing) await remove.mutateAsync({ path: { blockId: replacing.id } });
      }}
      onDeleteBlock={(block) => remove.mutateAsync({ path: { blockId: block.id } })}
      onSkipDate={(block, date) => skip.mutateAsync({ path: { blockId: block.id }, body: { date } })}
      feedLink={feedLink}
      onShowFeedLink={async () => {
        // Outside the cache: the first answer holds the address, which no later answer repeats.
        setFeedLink(await callOperation(client, 'get', '/api/cleaners/me/calendar'));
      }}
      onRotateFeed={async () => setFeedLink(await rotate.mutateAsync())}
      onImport={(ics) => importFile.mutateAsync({ body: ics })}
    />
  );
}
