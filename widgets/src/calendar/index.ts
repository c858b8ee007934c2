import './calendar.css';

/** @propre/widgets/calendar: a cleaner's calendar, availability and calendar sync (issue 35). */
export { type BusyLevel, busyLevelOf, busyLevels } from './busy-level.ts';
export type { CalendarProps } from './Calendar.tsx';
export type { CalendarViewProps } from './CalendarView.tsx';
export type { CalendarMode } from './dates.ts';
export type { GoogleCalendarReturn, GoogleCalendarSyncProps } from './google/GoogleCalendarSync.tsx';
export type { GoogleCalendarStatus, GoogleCalendarSyncViewProps } from './google/GoogleCalendarSyncView.tsx';
export { type CalendarPart, calendarParts } from './parts.ts';
export type * from './types.ts';
export * from './widgets.ts';
