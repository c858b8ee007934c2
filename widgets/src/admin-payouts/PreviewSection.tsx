import { formatLocalDate, formatMoney } from '../i18n/format.ts';
import { Alert } from '../ui/Alert.tsx';
import { Badge, type BadgeTone } from '../ui/Badge.tsx';
import { Button } from '../ui/Button.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { ProblemAlert } from '../ui/ProblemAlert.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { useAmountColumn } from './amount-column.tsx';
import { cleanerColumn } from './CleanerName.tsx';
import type { AdminPayoutsPart } from './parts.ts';
import { SectionFrame } from './SectionFrame.tsx';
import { SortableTable } from './SortableTable.tsx';
import type { SectionProps } from './section-props.ts';
import { adminPayoutsTexts } from './texts.ts';
import type { WeeklyPayoutPreview, WeeklyRunResult } from './types.ts';

const tones: Record<WeeklyPayoutPreview['items'][number]['outcome'], BadgeTone> = {
  payable: 'primary',
  already_paid: 'success',
  nothing_owed: 'neutral',
};

export interface PreviewSectionProps extends SectionProps {
  preview: WeeklyPayoutPreview;
  onRun: () => void;
  running?: boolean | undefined;
  runResult?: WeeklyRunResult | undefined;
  runError?: unknown;
}

/** Who the weekly run pays and how much, as the run computes it, and the button that runs it. */
export function PreviewSection({ preview, onRun, running, runResult, runError, headingLevel, ...links }: PreviewSectionProps) {
  const { t, part, locale } = useEntry<AdminPayoutsPart>(adminPayoutsTexts);
  const money = (cents: number) => formatMoney(cents, locale);
  const amountColumn = useAmountColumn();
  type Line = WeeklyPayoutPreview['items'][number];
  return (
    <SectionFrame name="preview" title={t('preview.title')} headingLevel={headingLevel}>
      <p>{t('preview.lead', { period: preview.period, through: formatLocalDate(preview.through, locale, { year: true }) })}</p>
      <dl {...part('summary')}>
        <div {...part('figure', { className: 'propre-tile' })}>
          <dt>{t('preview.payable')}</dt>
          <dd>{preview.payableCount}</dd>
        </div>
        <div {...part('figure', { className: 'propre-tile' })}>
          <dt>{t('preview.total')}</dt>
          <dd>{money(preview.total)}</dd>
        </div>
      </dl>
      {preview.items.length === 0 ? (
        <EmptyState title={t('preview.empty')} body={t('preview.emptyBody')} headingLevel={(headingLevel + 1) as 3 | 4} />
      ) : (
        <SortableTable<Line>
          caption={t('preview.caption')}
          rows={preview.items}
          rowKey={(line) => line.cleanerId}
          rowState={(line) => line.outcome}
          initialSort={{ key: 'amount', descending: true }}
          columns={[
            cleanerColumn(t('cleaner'), (line) => ({ id: line.cleanerId, name: line.cleanerName }), links),
            amountColumn((line) => line.amount),
            {
              key: 'outcome',
              label: t('preview.outcome'),
              sortBy: (line) => t(`outcomes.${line.outcome}`),
              cell: (line) => (
                <Badge tone={tones[line.outcome]} {...part('outcome')}>
                  {t(`outcomes.${line.outcome}`)}
                </Badge>
              ),
            },
          ]}
        />
      )}
      {runError ? <ProblemAlert error={runError} /> : null}
      {runResult ? (
        <div {...part('runResult')}>
          <Alert
            role="status"
            tone={runResult.failed > 0 ? 'warning' : 'success'}
            title={t('result.title', { period: runResult.period })}
          >
            {t('result.body', { ...runResult })}
          </Alert>
        </div>
      ) : null}
      {preview.payableCount === 0 ? (
        <p>{t('preview.nothing')}</p>
      ) : (
        <Button {...part('runButton')} onClick={onRun} loading={running}>
          {t('preview.run')}
        </Button>
      )}
    </SectionFrame>
  );
}
