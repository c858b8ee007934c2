import { type ReactNode, useId } from 'react';
import { ErrorState } from '../ui/ProblemAlert.tsx';
import type { RetryProps } from '../ui/query-state.ts';
import { Skeleton } from '../ui/Skeleton.tsx';
import { TitledSection } from '../ui/TitledSection.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { ChecklistTicks, type ChecklistTicksProps } from './ChecklistTicks.tsx';
import { type LocatedAction, LocatedStep } from './LocatedStep.tsx';
import { PhotoSection, type PhotoSectionProps } from './PhotoSection.tsx';
import type { JobPart } from './parts.ts';
import { jobPhase } from './phase.ts';
import { Timesheet } from './Timesheet.tsx';
import { jobTexts } from './texts.ts';
import type { Booking } from './types.ts';

export type JobStatus = 'loading' | 'error' | 'success';

export interface JobViewProps extends RetryProps {
  status: JobStatus;
  /** Required when `status` is `success`. */
  booking?: Booking;
  punchIn?: LocatedAction;
  checklist?: Omit<ChecklistTicksProps, 'locked'>;
  photos?: Omit<PhotoSectionProps, 'allowed' | 'counts' | 'locked'>;
  punchOut?: LocatedAction;
  /** « Now », for the day of the punch-in (stories, tests). */
  now?: Date;
  /** The widget's heading level; its sections are one below. */
  headingLevel?: 2 | 3;
  className?: string;
}

const nothing = () => {};
const idle: LocatedAction = { onAct: nothing };

function Section({ level, ...section }: { title: string; level: 3 | 4; children: ReactNode }) {
  const { part } = useEntry<JobPart>(jobTexts);
  return (
    <TitledSection
      {...section}
      {...part('section', { className: 'propre-stack' })}
      headingLevel={level}
      titleProps={part('sectionTitle')}
    />
  );
}

/**
 * The cleaner's job on one booking, props only: punch in on the day, then the checklist ticked
 * as she goes, the before/after photos and the punch-out, then the timesheet. Nothing at all
 * when there is nothing to do (another day, a cancelled booking).
 */
export function JobView(props: JobViewProps) {
  const { status, booking, headingLevel = 2, className } = props;
  const { t, part } = useEntry<JobPart>(jobTexts);
  const titleId = useId();
  const Title = `h${headingLevel}` as const;
  const level = (headingLevel + 1) as 3 | 4;

  if (status === 'loading')
    return (
      <div {...part('root', { state: 'loading', className: `propre-stack ${className ?? ''}`.trim() })} aria-busy="true">
        <div {...part('skeleton', { className: 'propre-stack' })} role="status">
          <span className="propre-visually-hidden">{t('loading')}</span>
          <Skeleton height="2.5rem" />
          <Skeleton shape="text" lines={3} />
          <Skeleton height="3.5rem" />
        </div>
      </div>
    );
  if (status === 'error' || !booking)
    return (
      <div {...part('root', { state: 'error', className: `propre-stack ${className ?? ''}`.trim() })}>
        <ErrorState
          error={props.error}
          title={t('errorTitle')}
          onRetry={props.onRetry}
          retrying={props.retrying}
          headingLevel={headingLevel}
        />
      </div>
    );
  const phase = jobPhase(booking, props.now);
  if (!phase) return null;
  const submitted = Boolean(booking.work.checklistSubmittedAt);
  const checklist = props.checklist ?? { items: booking.checklist, sync: 'saved' as const, onToggle: nothing };
  return (
    <section
      {...part('root', { state: phase, className: `propre-panel propre-stack ${className ?? ''}`.trim() })}
      aria-labelledby={titleId}
    >
      <Title id={titleId} {...part('title')}>
        {t('title')}
      </Title>
      {phase === 'punchIn' ? (
        <Section title={t('punchIn.title')} level={level}>
          <LocatedStep action={props.punchIn ?? idle} why={t('punchIn.why')} label={t('punchIn.button')} />
        </Section>
      ) : null}
      {phase === 'working' ? (
        <>
          <Section title={t('checklist.title')} level={level}>
            <ChecklistTicks {...checklist} locked={submitted} />
          </Section>
          <Section title={t('photos.title')} level={level}>
            <PhotoSection
              allowed={booking.allowPhotos}
              counts={booking.work.photos}
              uploads={props.photos?.uploads ?? []}
              onPick={props.photos?.onPick ?? nothing}
              onRetry={props.photos?.onRetry ?? nothing}
              onDismiss={props.photos?.onDismiss ?? nothing}
              locked={submitted}
            />
          </Section>
          <Section title={t('punchOut.title')} level={level}>
            {checklist.sync === 'waiting' ? <p {...part('note')}>{t('punchOut.waiting')}</p> : null}
            <LocatedStep action={props.punchOut ?? idle} why={t('punchOut.why')} label={t('punchOut.button')} />
          </Section>
        </>
      ) : null}
      {phase === 'done' ? (
        <Section title={t('timesheet.title')} level={level}>
          <Timesheet booking={booking} />
        </Section>
      ) : null}
    </section>
  );
}
