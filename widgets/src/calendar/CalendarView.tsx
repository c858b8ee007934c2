import { type ReactNode, useId, useState } from 'react';
import { dateAtNoon, formatLocalDate, intlLocale } from '../i18n/format.ts';
import { cx } from '../theme/appearance.ts';
import { Button } from '../ui/Button.tsx';
import { ErrorState } from '../ui/ProblemAlert.tsx';
import type { RetryProps } from '../ui/query-state.ts';
import { Skeleton } from '../ui/Skeleton.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { levelUnder, WidgetTitle } from '../ui/WidgetTitle.tsx';
import { BlockDialog } from './BlockDialog.tsx';
import { BlockList } from './BlockList.tsx';
import { type BlockValues, blockValues, newBlockValues } from './block-form.ts';
import { busyLevels } from './busy-level.ts';
import { CalendarGrid } from './CalendarGrid.tsx';
import { DeleteBlockDialog } from './DeleteBlockDialog.tsx';
import { type CalendarMode, shiftAnchor, viewDays } from './dates.ts';
import { FeedSection } from './FeedSection.tsx';
import { GoogleCalendarSection } from './GoogleCalendarSection.tsx';
import { ImportSection } from './ImportSection.tsx';
import { OccurrenceDialog } from './OccurrenceDialog.tsx';
import type { CalendarPart } from './parts.ts';
import { SkipDateDialog } from './SkipDateDialog.tsx';
import { calendarTexts } from './texts.ts';
import type {
  AvailabilityBlock,
  AvailabilityOccurrence,
  BusyImportResult,
  CalendarBooking,
  CalendarFeedProps,
  NewAvailabilityBlock,
} from './types.ts';

export type CalendarStatus = 'loading' | 'error' | 'success';

export interface CalendarViewProps extends CalendarFeedProps, RetryProps {
  status: CalendarStatus;
  mode: CalendarMode;
  /** A day of the period shown (YYYY-MM-DD): its week, or its month. */
  anchor: string;
  /** Today in Quebec (YYYY-MM-DD). */
  today: string;
  onNavigate: (mode: CalendarMode, anchor: string) => void;
  /** The cleaner's blocks (availability.listMyBlocks); required when `status` is `success`. */
  blocks?: readonly AvailabilityBlock[];
  /** The occurrences of the days shown (availability.listOccurrences). */
  occurrences?: readonly AvailabilityOccurrence[];
  /** The cleaner's bookings (bookings.listMine); those of the days shown appear on them. */
  bookings?: readonly CalendarBooking[];
  /** Adds a block, or with `replacing` changes one; a rejected promise is shown in the form. */
  onSaveBlock: (block: NewAvailabilityBlock, replacing?: AvailabilityBlock) => Promise<unknown>;
  onDeleteBlock: (block: AvailabilityBlock) => Promise<unknown>;
  /** Adds an exception: the block's date on which the cleaner does not work. */
  onSkipDate: (block: AvailabilityBlock, date: string) => Promise<unknown>;
  onImport: (ics: string) => Promise<BusyImportResult>;
  /** Google Calendar sync's content (`Calendar` gives `GoogleCalendarSync`): shown in its own section when given. */
  googleCalendar?: ReactNode;
  /** The widget's heading; `null` when the page has its own. */
  title?: ReactNode | null;
  headingLevel?: 1 | 2 | 3;
  className?: string;
}

type Editing = { values: BlockValues; replacing?: AvailabilityBlock } | null;

/**
 * A cleaner's calendar, props only: the week (one row a day) or the month, each day's busy level
 * in words, availability and bookings on it; adding, changing, skipping and deleting availability
 * in dialogs reached with the keyboard; the ICS feed, the Google Calendar section and the import.
 */
export function CalendarView({
  status,
  error,
  onRetry,
  retrying,
  mode,
  anchor,
  today,
  onNavigate,
  blocks = [],
  occurrences = [],
  bookings = [],
  onSaveBlock,
  onDeleteBlock,
  onSkipDate,
  onImport,
  googleCalendar,
  title,
  headingLevel = 2,
  className,
  // The rest is the feed's: its link, asking for it, replacing it.
  ...feed
}: CalendarViewProps) {
  const { t, part, locale } = useEntry<CalendarPart>(calendarTexts);
  const id = useId();
  const sections = levelUnder(title, headingLevel);
  const SectionHeading = `h${sections}` as const;
  const [editing, setEditing] = useState<Editing>(null);
  const [editOpen, setEditOpen] = useState(false);
  const [occurrence, setOccurrence] = useState<AvailabilityOccurrence | null>(null);
  const [skipping, setSkipping] = useState<AvailabilityBlock | null>(null);
  const [deleting, setDeleting] = useState<AvailabilityBlock | null>(null);

  const days = viewDays(mode, anchor);
  const period =
    mode === 'week'
      ? t('view.weekOf', { date: formatLocalDate(days[0] ?? anchor, locale) })
      : new Intl.DateTimeFormat(intlLocale(locale), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
          dateAtNoon(anchor),
        );
  const edit = (values: BlockValues, replacing?: AvailabilityBlock) => {
    setOccurrence(null);
    setEditing({ values, ...(replacing ? { replacing } : {}) });
    setEditOpen(true);
  };
  const blockOf = (blockId: string) => blocks.find((block) => block.id === blockId);
  const ready = status === 'success';

  return (
    <div
      {...part('root', { state: status, className: cx('propre-stack', className) })}
      aria-busy={status === 'loading' || undefined}
    >
      <WidgetTitle title={title} fallback={t('title')} level={headingLevel} {...part('sectionTitle')} />
      {status === 'error' ? (
        <ErrorState error={error} onRetry={onRetry} retrying={retrying} headingLevel={sections} />
      ) : !ready ? (
        <div {...part('skeleton', { className: 'propre-stack' })}>
          <Skeleton height="3rem" />
          <Skeleton height="20rem" />
          <Skeleton shape="text" lines={3} />
        </div>
      ) : (
        <>
          <section aria-labelledby={id}>
            <SectionHeading id={id} {...part('sectionTitle')}>
              {period}
            </SectionHeading>
            <div {...part('toolbar', { className: 'propre-wrap propre-row' })}>
              <fieldset {...part('modes', { className: 'propre-wrap propre-row' })}>
                <legend className="propre-visually-hidden">{t('view.label')}</legend>
                {(['week', 'month'] as const).map((each) => (
                  <Button
                    key={each}
                    variant={each === mode ? 'primary' : 'secondary'}
                    aria-pressed={each === mode}
                    {...part('mode', { state: each === mode ? 'selected' : undefined })}
                    onClick={() => onNavigate(each, anchor)}
                  >
                    {t(`view.${each}`)}
                  </Button>
                ))}
              </fieldset>
              <div {...part('nav', { className: 'propre-wrap propre-row' })}>
                <Button
                  variant="secondary"
                  {...part('navButton')}
                  onClick={() => onNavigate(mode, shiftAnchor(mode, anchor, -1))}
                >
                  <span aria-hidden="true">‹</span> {t(mode === 'week' ? 'view.previousWeek' : 'view.previousMonth')}
                </Button>
                <Button variant="ghost" {...part('navButton')} onClick={() => onNavigate(mode, today)}>
                  {t('view.today')}
                </Button>
                <Button variant="secondary" {...part('navButton')} onClick={() => onNavigate(mode, shiftAnchor(mode, anchor, 1))}>
                  {t(mode === 'week' ? 'view.nextWeek' : 'view.nextMonth')} <span aria-hidden="true">›</span>
                </Button>
              </div>
            </div>
            <ul {...part('legend', { className: 'propre-bare-list' })} aria-label={t('levels.legend')}>
              {busyLevels.map((level) => (
                <li key={level} {...part('legendItem', { state: level })}>
                  {t(`levels.${level}`)}
                </li>
              ))}
            </ul>
            <CalendarGrid
              mode={mode}
              days={days}
              month={anchor.slice(0, 7)}
              today={today}
              caption={t('view.caption', { period })}
              occurrences={occurrences}
              bookings={bookings}
              onOpenOccurrence={setOccurrence}
              onAddOn={(date) => edit(newBlockValues(date))}
              onOpenDay={(date) => onNavigate('week', date)}
            />
          </section>
          <BlockList
            blocks={blocks}
            headingLevel={sections}
            onAdd={() => edit(newBlockValues(anchor < today ? today : anchor))}
            onEdit={(block) => edit(blockValues(block, today), block)}
            onSkip={setSkipping}
            onDelete={setDeleting}
          />
          <FeedSection {...feed} headingLevel={sections} />
          <GoogleCalendarSection headingLevel={sections}>{googleCalendar}</GoogleCalendarSection>
          <ImportSection onImport={onImport} headingLevel={sections} />
          <BlockDialog
            initial={editing?.values ?? newBlockValues(today)}
            editing={Boolean(editing?.replacing)}
            open={editOpen}
            onOpenChange={setEditOpen}
            today={today}
            onSubmit={async (block) => {
              await onSaveBlock(block, editing?.replacing);
              setEditOpen(false);
            }}
          />
          <OccurrenceDialog
            occurrence={occurrence}
            block={occurrence ? blockOf(occurrence.blockId) : undefined}
            onClose={() => setOccurrence(null)}
            onSkip={onSkipDate}
            onEdit={(block) => edit(blockValues(block, today), block)}
            onDelete={(block) => {
              setOccurrence(null);
              setDeleting(block);
            }}
          />
          <SkipDateDialog block={skipping} today={today} onClose={() => setSkipping(null)} onSkip={onSkipDate} />
          <DeleteBlockDialog block={deleting} onClose={() => setDeleting(null)} onDelete={onDeleteBlock} />
        </>
      )}
    </div>
  );
}
