import type { ReactNode } from 'react';
import { dateAtNoon, formatLocalDate, formatTime, intlLocale } from '../i18n/format.ts';
import { Button } from '../ui/Button.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx';
import { type BusyLevel, busyLevelOf, holdsTime } from './busy-level.ts';
import { type CalendarMode, weeksOf } from './dates.ts';
import { slotTime } from './describe.ts';
import type { CalendarPart } from './parts.ts';
import { calendarTexts } from './texts.ts';
import type { AvailabilityOccurrence, CalendarBooking } from './types.ts';

export interface CalendarGridProps {
  mode: CalendarMode;
  days: readonly string[];
  /** The month shown (YYYY-MM), so the month's table dims the days around it. */
  month: string;
  today: string;
  caption: string;
  occurrences: readonly AvailabilityOccurrence[];
  bookings: readonly CalendarBooking[];
  onOpenOccurrence: (occurrence: AvailabilityOccurrence) => void;
  onAddOn: (date: string) => void;
  /** The month's day button: shows that day's week. */
  onOpenDay: (date: string) => void;
}

interface Day {
  date: string;
  occurrences: AvailabilityOccurrence[];
  bookings: CalendarBooking[];
  level: BusyLevel;
}

function daysOf(days: readonly string[], occurrences: readonly AvailabilityOccurrence[], bookings: readonly CalendarBooking[]) {
  return days.map((date): Day => {
    const mine = occurrences.filter((occurrence) => occurrence.date === date);
    const booked = bookings.filter((booking) => booking.date === date && holdsTime(booking));
    return { date, occurrences: mine, bookings: booked, level: busyLevelOf(mine, booked) };
  });
}

/**
 * The calendar as a table: in a week, one row a day with its availability (each a button to
 * skip, change or delete it), its bookings and a button to add availability that day; in a
 * month, a week a row, each day a button to its week. Levels are said in words, not colour only.
 */
export function CalendarGrid(props: CalendarGridProps) {
  const days = daysOf(props.days, props.occurrences, props.bookings);
  return props.mode === 'week' ? <WeekTable {...props} rows={days} /> : <MonthTable {...props} rows={days} />;
}

function LevelLabel({ level }: { level: BusyLevel }) {
  const { t, part } = useEntry<CalendarPart>(calendarTexts);
  return <span {...part('level', { state: level })}>{t(`levels.${level}`)}</span>;
}

function WeekTable({ rows, today, caption, onOpenOccurrence, onAddOn }: CalendarGridProps & { rows: Day[] }) {
  const { t, part, locale } = useEntry<CalendarPart>(calendarTexts);
  return (
    <CalendarTable
      mode="week"
      caption={caption}
      head={
        <>
          <th scope="col">
            <VisuallyHidden>{t('view.dayColumn')}</VisuallyHidden>
          </th>
          <th scope="col">
            <VisuallyHidden>{t('view.itemsColumn')}</VisuallyHidden>
          </th>
        </>
      }
    >
      {rows.map((day) => {
        const label = formatLocalDate(day.date, locale);
        return (
          <tr key={day.date} {...part('day', { state: day.level })} aria-current={day.date === today ? 'date' : undefined}>
            <th scope="row" {...part('dayName')}>
              <span>{label}</span>
              <LevelLabel level={day.level} />
            </th>
            <td>
              <ul {...part('dayItems', { className: 'propre-bare-list' })}>
                {day.bookings.map((booking) => (
                  <li key={booking.id} {...part('booking', { state: booking.status })}>
                    {t('booking.text', {
                      status: t(`booking.${booking.status}`),
                      start: formatTime(booking.startsAt, locale),
                      end: formatTime(booking.endsAt, locale),
                      city: booking.property.city,
                    })}
                  </li>
                ))}
                {day.occurrences.map((occurrence) => (
                  <li key={`${occurrence.blockId}-${occurrence.date}`}>
                    <Button
                      variant="secondary"
                      fullWidth
                      {...part('occurrence', { state: occurrence.busy ? 'busy' : 'open' })}
                      onClick={() => onOpenOccurrence(occurrence)}
                    >
                      {slotTime(occurrence, t, locale)}
                      {occurrence.busy ? ` — ${t('day.busyImported')}` : null}
                    </Button>
                  </li>
                ))}
                {day.date >= today ? (
                  <li>
                    <Button
                      variant="ghost"
                      fullWidth
                      {...part('addButton')}
                      onClick={() => onAddOn(day.date)}
                      aria-label={t('day.add', { date: label })}
                    >
                      + {t('day.addShort')}
                    </Button>
                  </li>
                ) : null}
              </ul>
            </td>
          </tr>
        );
      })}
    </CalendarTable>
  );
}

function MonthTable({ rows, month, today, caption, onOpenDay }: CalendarGridProps & { rows: Day[] }) {
  const { t, part, locale } = useEntry<CalendarPart>(calendarTexts);
  const weekday = (date: string, width: 'long' | 'short') =>
    new Intl.DateTimeFormat(intlLocale(locale), { weekday: width, timeZone: 'UTC' }).format(dateAtNoon(date));
  const weeks = weeksOf(rows.map((day) => day.date));
  const byDate = new Map(rows.map((day) => [day.date, day]));
  return (
    <CalendarTable
      mode="month"
      caption={caption}
      head={(weeks[0] ?? []).map((date) => (
        <th key={date} scope="col" abbr={weekday(date, 'long')}>
          {weekday(date, 'short')}
        </th>
      ))}
    >
      {weeks.map((week) => (
        <tr key={week[0]}>
          {week.map((date) => {
            const day = byDate.get(date) as Day;
            const label = [
              formatLocalDate(date, locale),
              date === today ? t('day.today') : null,
              t(`levels.${day.level}`),
              day.bookings.length > 0 ? t('day.bookings', { count: day.bookings.length }) : null,
            ]
              .filter(Boolean)
              .join(', ');
            return (
              <td
                key={date}
                {...part('monthCell', { state: date.startsWith(month) ? day.level : 'outside' })}
                aria-current={date === today ? 'date' : undefined}
              >
                <button type="button" {...part('monthButton')} aria-label={label} onClick={() => onOpenDay(date)}>
                  <span aria-hidden="true">{Number(date.slice(8))}</span>
                  {day.bookings.length > 0 ? <span aria-hidden="true">{day.bookings.length}</span> : null}
                </button>
              </td>
            );
          })}
        </tr>
      ))}
    </CalendarTable>
  );
}

/** The calendar's table: its caption (for screen readers; the heading above says it too), column headers, rows. */
function CalendarTable({
  mode,
  caption,
  head,
  children,
}: {
  mode: CalendarMode;
  caption: string;
  head: ReactNode;
  children: ReactNode;
}) {
  const { part } = useEntry<CalendarPart>(calendarTexts);
  return (
    <table {...part('table', { state: mode })}>
      <caption>
        <VisuallyHidden>{caption}</VisuallyHidden>
      </caption>
      <thead>
        <tr>{head}</tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
