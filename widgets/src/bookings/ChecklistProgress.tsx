import { useBookingTranslation } from '../booking/i18n.ts';
import { formatDayTime } from './format.ts';
import type { Booking, Locale } from './types.ts';

/** How far the cleaner is in the quality checklist: a bar and the tasks, ticked or not. */
export function ChecklistProgress({ booking, locale }: { booking: Booking; locale: Locale }) {
  const { t } = useBookingTranslation();
  const total = booking.checklist.length;
  if (total === 0) return <p className="propre-bookings__muted">{t('details.checklist.empty')}</p>;
  const done = booking.checklist.filter((item) => item.done).length;
  const label = t('details.checklist.progress', { done, total, count: done });
  return (
    <div className="propre-bookings__checklist" data-part="checklist">
      <p>{label}</p>
      <progress className="propre-bookings__progress" max={total} value={done} aria-label={label} />
      <ul className="propre-bookings__tasks">
        {booking.checklist.map((item) => (
          <li key={item.task} data-state={item.done ? 'done' : 'todo'}>
            <span aria-hidden="true" className="propre-bookings__task-mark">
              {item.done ? '✓' : '○'}
            </span>
            <span className="propre-visually-hidden">
              {item.done ? t('details.checklist.done') : t('details.checklist.todo')}{' '}
            </span>
            {item.task}
          </li>
        ))}
      </ul>
      {booking.work.checklistSubmittedAt ? (
        <p className="propre-bookings__muted">
          {t('details.checklist.submitted', {
            name: booking.cleaner.name,
            date: formatDayTime(booking.work.checklistSubmittedAt, locale),
          })}
        </p>
      ) : null}
    </div>
  );
}
