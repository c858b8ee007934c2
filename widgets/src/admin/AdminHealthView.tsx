import { type ReactNode, useId } from 'react';
import { formatTime, intlLocale } from '../i18n/format.ts';
import { cx } from '../theme/appearance.ts';
import { Badge, type BadgeTone } from '../ui/Badge.tsx';
import { Card } from '../ui/Card.tsx';
import type { RetryProps } from '../ui/query-state.ts';
import { useEntry } from '../ui/use-entry.ts';
import { levelUnder } from '../ui/WidgetTitle.tsx';
import { AdminStatus, PageTop } from './AdminStatus.tsx';
import type { AdminPart } from './parts.ts';
import { adminTexts } from './texts.ts';
import type { SystemHealth } from './types.ts';

type CheckStatus = SystemHealth['checks']['redis']['status'];
const tones: Record<CheckStatus | SystemHealth['status'], BadgeTone> = {
  up: 'success',
  ok: 'success',
  degraded: 'warning',
  down: 'danger',
  not_configured: 'neutral',
};

export interface AdminHealthViewProps extends RetryProps {
  /** The last answer; kept on screen while a refresh fails. */
  health?: SystemHealth | undefined;
  /** How often the host asks again, in seconds: said on the page. */
  refreshSeconds: number;
  title?: ReactNode | null;
  headingLevel?: 1 | 2 | 3;
  className?: string;
}

/**
 * The system's health, props only: the overall state and version, then database, job queue,
 * Redis, mail, payments, error rate and live sockets, each with its status in words. A failed
 * check shows above the last answer, which stays.
 */
export function AdminHealthView({
  health: data,
  refreshSeconds,
  title,
  headingLevel = 2,
  className,
  ...retry
}: AdminHealthViewProps) {
  const { t, part, locale } = useEntry<AdminPart>(adminTexts);
  const id = useId();
  const sections = levelUnder(title, headingLevel);
  const state = data ? data.status : retry.error ? 'error' : 'loading';
  return (
    <div
      {...part('root', { state, className: cx('propre-stack', className) })}
      aria-busy={!data && !retry.error ? true : undefined}
    >
      <PageTop
        title={title}
        fallback={t('health.title')}
        lead={t('health.lead', { seconds: refreshSeconds })}
        level={headingLevel}
      />
      <AdminStatus ready={Boolean(data)} {...retry} headingLevel={sections}>
        {data ? (
          <HealthChecks data={data} headingId={id} headingLevel={sections} number={(n) => n.toLocaleString(intlLocale(locale))} />
        ) : null}
      </AdminStatus>
    </div>
  );
}

function HealthChecks({
  data,
  headingId,
  headingLevel,
  number,
}: {
  data: SystemHealth;
  headingId: string;
  headingLevel: 2 | 3 | 4;
  number: (n: number) => string;
}) {
  const { t, part, locale } = useEntry<AdminPart>(adminTexts);
  const { checks } = data;
  const Heading = `h${headingLevel}` as const;
  const latency = (ms: number | null) => (ms === null ? null : t('health.latency', { ms: number(ms) }));
  const problem = (error: string | undefined) => (error ? t(`health.problem.${error}`, { defaultValue: error }) : null);
  const rate = checks.errorRates.serverErrorRate;
  const rows: Array<{ key: keyof SystemHealth['checks']; status: CheckStatus; details: Array<string | null> }> = [
    {
      key: 'database',
      status: checks.database.status,
      details: [latency(checks.database.latencyMs), problem(checks.database.error)],
    },
    {
      key: 'jobQueue',
      status: checks.jobQueue.status,
      details: [
        t('health.queue', {
          ready: number(checks.jobQueue.ready),
          deferred: number(checks.jobQueue.deferred),
          active: number(checks.jobQueue.active),
          failed: number(checks.jobQueue.failed),
        }),
        latency(checks.jobQueue.latencyMs),
        problem(checks.jobQueue.error),
      ],
    },
    { key: 'redis', status: checks.redis.status, details: [latency(checks.redis.latencyMs), problem(checks.redis.error)] },
    {
      key: 'mailOutbox',
      status: checks.mailOutbox.status,
      details: [
        t(`health.mailMode.${checks.mailOutbox.mode}`),
        t('health.mail', {
          lastDay: number(checks.mailOutbox.lastDay),
          undelivered: number(checks.mailOutbox.undeliveredLastDay),
        }),
      ],
    },
    {
      key: 'paymentProvider',
      status: checks.paymentProvider.status,
      details: [t(`health.payments.${checks.paymentProvider.kind}`)],
    },
    {
      key: 'errorRates',
      status: checks.errorRates.status,
      details: [
        t('health.errors', {
          serverErrors: number(checks.errorRates.serverErrors),
          requests: number(checks.errorRates.requests),
          minutes: checks.errorRates.windowMinutes,
        }),
        rate === null
          ? null
          : t('health.rate', { rate: rate.toLocaleString(intlLocale(locale), { style: 'percent', maximumFractionDigits: 2 }) }),
        t('health.browserErrors', { count: checks.errorRates.browserErrorsLastDay }),
      ],
    },
    { key: 'sockets', status: 'up', details: [t('health.sockets', { open: number(checks.sockets.open) })] },
  ];
  return (
    <>
      <Card padding="md" {...part('overall', { state: data.status })}>
        <p>
          <Badge tone={tones[data.status]}>{t(`health.overall.${data.status}`)}</Badge>{' '}
          {t('health.checkedAt', { time: formatTime(data.checkedAt, locale) })}
        </p>
        <p {...part('version')}>{t('health.version', { label: data.version.label })}</p>
      </Card>
      <section {...part('section')} aria-labelledby={headingId}>
        <Heading id={headingId} className="propre-visually-hidden">
          {t('health.title')}
        </Heading>
        <ul {...part('checks')}>
          {rows.map((row) => (
            <li key={row.key} {...part('check', { state: row.status })}>
              <span {...part('checkName')}>{t(`health.checks.${row.key}`)}</span>
              <Badge tone={tones[row.status]} {...part('checkStatus')}>
                {t(`health.status.${row.status}`)}
              </Badge>
              <span {...part('checkDetail')}>{row.details.filter(Boolean).join(' · ')}</span>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
