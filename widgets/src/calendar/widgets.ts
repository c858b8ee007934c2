import { createElement } from 'react';
import { defineWidget } from '../ui/define-widget.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import type { CalendarProps } from './Calendar.tsx';
import type { CalendarViewProps } from './CalendarView.tsx';
import { calendarTexts } from './texts.ts';

const page = () => createElement(Skeleton, { height: '32rem' });

/** The signed-in cleaner's calendar: availability and bookings by week or month, blocks, skipped dates, ICS feed and import. */
export const Calendar = defineWidget<CalendarProps>({
  name: 'Calendar',
  texts: calendarTexts,
  load: () => import('./Calendar.tsx').then((module) => module.Calendar),
  skeleton: page,
});

/** The calendar with your own data and calls, props only. */
export const CalendarView = defineWidget<CalendarViewProps>({
  name: 'CalendarView',
  texts: calendarTexts,
  load: () => import('./CalendarView.tsx').then((module) => module.CalendarView),
  skeleton: page,
});
