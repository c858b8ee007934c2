/**
 * The calendar entry's named parts: each is `calendar<Part>` as `data-part`, the class
 * `propre-calendar__<part>`, and `appearance.elements.calendar<Part>` for a partner's own class.
 */
export const calendarParts = [
  'root',
  'skeleton',
  'sectionTitle',
  // The view: week or month, the period and the way to the next and previous one.
  'toolbar',
  'modes',
  'mode',
  'nav',
  'navButton',
  'legend',
  'legendItem',
  'level',
  // The week (one row a day) and the month (a week a row).
  'table',
  'day',
  'dayName',
  'dayItems',
  'occurrence',
  'booking',
  'addButton',
  'monthCell',
  'monthButton',
  // The blocks, their form, the skipped dates.
  'blocks',
  'blockList',
  'block',
  'blockText',
  'blockActions',
  'formRow',
  'formActions',
  'dialogText',
  'problem',
  // Calendar sync: the ICS feed, the import, and the place of Google Calendar.
  'feed',
  'feedUrl',
  'feedActions',
  'feedNote',
  'import',
  'importResult',
  'google',
] as const;

export type CalendarPart = (typeof calendarParts)[number];
