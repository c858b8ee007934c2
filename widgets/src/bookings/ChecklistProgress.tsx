import { formatDayTime } from '../i18n/format.ts';
import { useEntry } from '../ui/use-entry.ts';
import type { BookingsPart } from './parts.ts';
import { bookingsTexts } from './texts.ts';
import type { Booking, Locale } from './types.ts';

/** How far the cleaner is in the quality checklist: a bar and the tasks, ticked or not. */
export function ChecklistProgress({ booking, locale }: { booking: Booking; locale: Locale }) {
  const { t, part } = useEntry<BookingsPart>(bookingsTexts);
  const total = booking.checklist.length;
  if (total === 0) return <p {...part('note')}>{t('details.checklist.empty')}</p>;
  const done = booking.checklist.filter((item) => item.done).length;
  const label = t('details.checklist.progress', { done, total, count: done });
  return (
    <div {...part('checklist')}>
      <p>{label}</p>
      <progress {...part('checklistBar')} max={total} value={done} aria-label={label} />
      <ul {...part('tasks', { className: 'propre-bare-list' })}>
        {booking.checklist.map((item) => (
          <li key={item.task} {...part('task', { state: item.done ? 'done' : 'upcoming' })}>
            <span aria-hidden="true" {...part('taskMark')}>
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
        <p {...part('note')}>
          {t('details.checklist.submitted', {
            name: booking.cleaner.name,
            date: formatDayTime(booking.work.checklistSubmittedAt, locale),
          })}
        </p>
      ) : null}
    </div>
  );
}
