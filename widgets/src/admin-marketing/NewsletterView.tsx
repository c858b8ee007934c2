import { Button } from '../ui/Button.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { FramedProblem } from '../ui/ProblemAlert.tsx';
import { SelectField } from '../ui/SelectField.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { type Subscriber, type SubscriberStatus, subscriberStatuses } from './model.ts';
import type { AdminMarketingPart } from './parts.ts';
import { SectionFrame, type SectionStateProps } from './SectionFrame.tsx';
import { SortableTable, useColumns } from './SortableTable.tsx';
import { adminMarketingTexts } from './texts.ts';

export interface NewsletterViewProps extends SectionStateProps {
  subscribers?: readonly Subscriber[];
  filter: SubscriberStatus;
  onFilterChange: (filter: SubscriberStatus) => void;
  /** Saves the export (the same rows, as the API's CSV). */
  onExport: () => void;
  exporting?: boolean;
  exportError?: unknown;
}

/** The newsletter's subscribers by status, and their export as a CSV file, props only. */
export function NewsletterView(props: NewsletterViewProps) {
  const { subscribers = [], filter, onFilterChange, onExport, exporting, exportError } = props;
  const { t, part } = useEntry<AdminMarketingPart>(adminMarketingTexts);
  const { column, text, day, language } = useColumns<Subscriber>('newsletter');
  return (
    <SectionFrame
      {...props}
      name="newsletter"
      toolbar={
        <>
          <SelectField
            name="status"
            label={t('newsletter.filter')}
            value={filter}
            options={subscriberStatuses.map((value) => ({ value, label: t(`newsletter.statuses.${value}`) }))}
            onChange={(event) => onFilterChange(event.currentTarget.value as SubscriberStatus)}
          />
          <Button {...part('exportButton')} variant="secondary" loading={exporting} onClick={onExport}>
            {t('newsletter.export')}
          </Button>
          <FramedProblem frame={part('problem')} error={exportError} title={t('newsletter.exportFailed')} />
        </>
      }
    >
      {() =>
        subscribers.length === 0 ? (
          <EmptyState title={t('newsletter.empty')} headingLevel={3} />
        ) : (
          <>
            <p {...part('lead')} role="status">
              {t('newsletter.count', { count: subscribers.length })}
            </p>
            <SortableTable
              caption={t('newsletter.caption', { status: t(`newsletter.statuses.${filter}`) })}
              rows={subscribers}
              rowKey={(row) => row.email}
              columns={[
                text('email', (row) => row.email, { rowHeader: true }),
                language((row) => row.language),
                column('status', {
                  sortBy: (row) => row.status,
                  cell: (row) =>
                    t(`newsletter.statuses.${subscriberStatuses.includes(row.status as SubscriberStatus) ? row.status : 'all'}`),
                }),
                day('confirmed', (row) => row.confirmedAt),
                day('unsubscribed', (row) => row.unsubscribedAt),
              ]}
            />
          </>
        )
      }
    </SectionFrame>
  );
}
