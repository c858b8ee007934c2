import { entryWidgets } from '../ui/define-widget.tsx';
import { skeletonOf } from '../ui/Skeleton.tsx';
import { calendarTexts } from './texts.ts';

const widget = entryWidgets(calendarTexts);

const page = skeletonOf({ height: '32rem' });

/** The signed-in cleaner's calendar: availability and bookings by week or month, blocks, skipped dates, ICS feed and import. */
export const Calendar = widget('Calendar', () => import('./Calendar.tsx'), page);

/** The calendar with your own data and calls, props only. */
export const CalendarView = widget('CalendarView', () => import('./CalendarView.tsx'), page);
