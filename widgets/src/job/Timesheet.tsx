import { formatDayTime } from '../i18n/format.ts';
import { useEntry } from '../ui/use-entry.ts';
import type { JobPart } from './parts.ts';
import { jobTexts } from './texts.ts';
import type { Booking } from './types.ts';

/** The timesheet once punched out, as the API recorded it: arrival, departure, time worked against time booked. */
export function Timesheet({ booking }: { booking: Booking }) {
  const { t, part, locale } = useEntry<JobPart>(jobTexts);
  const { work } = booking;
  const minutes = work.workedMinutes;
  const rows: [string, string][] = [];
  if (work.punchedInAt) rows.push([t('timesheet.arrived'), formatDayTime(work.punchedInAt, locale)]);
  if (work.punchedOutAt) rows.push([t('timesheet.left'), formatDayTime(work.punchedOutAt, locale)]);
  if (minutes !== null)
    rows.push([t('timesheet.worked'), t('timesheet.duration', { hours: Math.floor(minutes / 60), minutes: minutes % 60 })]);
  rows.push([t('timesheet.booked'), t('timesheet.hours', { count: booking.durationHours })]);
  if (work.checklistSubmittedAt) rows.push([t('timesheet.checklist'), formatDayTime(work.checklistSubmittedAt, locale)]);
  if (booking.allowPhotos)
    rows.push([t('timesheet.photos'), t('timesheet.photoCounts', { before: work.photos.before, after: work.photos.after })]);
  return (
    <div {...part('timesheet', { className: 'propre-stack' })}>
      <p {...part('note')} role="status">
        {t('timesheet.done')}
      </p>
      <dl {...part('timesheetRows')}>
        {rows.map(([label, value]) => (
          <div key={label} {...part('timesheetRow')}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
