import { useId } from 'react';
import { formatMoney } from '../i18n/format.ts';
import { ProblemAlert } from '../ui/ProblemAlert.tsx';
import type { RetryProps } from '../ui/query-state.ts';
import { Skeleton } from '../ui/Skeleton.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { formatDateTime, formatHours, formatPercent } from './format.ts';
import type { BookingPart } from './parts.ts';
import { bookingTexts } from './texts.ts';
import type { BookingQuote, PriceLine } from './types.ts';

export interface QuoteSummaryProps extends RetryProps {
  quote: BookingQuote | undefined;
  loading?: boolean;
}

/**
 * The price exactly as the API computed it: each line of the first cleaning in the API's order
 * (service, supplies, emergency fee, the discount, TPS, TVQ), the total, then what is charged
 * now and what is left for after the service. Nothing is added up here.
 */
export function QuoteSummary({ quote, loading, error, onRetry, retrying }: QuoteSummaryProps) {
  const { t, part, locale } = useEntry<BookingPart>(bookingTexts);
  const titleId = useId();
  if (error && !quote) {
    return (
      <section {...part('quote', { state: 'error' })} aria-labelledby={titleId}>
        <h3 id={titleId} {...part('quoteTitle')}>
          {t('price.title')}
        </h3>
        <ProblemAlert error={error} onRetry={onRetry} retrying={retrying} title={t('book.quote.error')} />
      </section>
    );
  }
  if (!quote) {
    return (
      <section {...part('quote', { state: 'loading' })} aria-busy="true" aria-label={t('book.quote.loading')}>
        <Skeleton shape="text" width="40%" />
        {[0, 1, 2, 3, 4].map((row) => (
          <div key={row} {...part('quoteSkeleton')}>
            <Skeleton shape="text" width="50%" />
            <Skeleton shape="text" width="20%" />
          </div>
        ))}
      </section>
    );
  }
  const [first] = quote.occurrences;
  if (!first) return null;
  const price = first.price;
  const money = (cents: number) => formatMoney(cents, locale);
  const series = quote.occurrences.length > 1;
  const lineLabel = (line: PriceLine): string => {
    switch (line.kind) {
      case 'service':
        return price.pricing === 'hourly' && price.hourlyRate !== null
          ? t('book.quote.serviceHourly', { hours: formatHours(price.hours, locale), rate: money(price.hourlyRate) })
          : t('book.quote.serviceFixed');
      case 'gst':
      case 'qst':
      case 'emergency_fee':
        return `${t(`book.quote.lines.${line.kind}`)} (${formatPercent(line.percent ?? 0, locale)})`;
      case 'discount_code':
        return t('book.quote.lines.discount_code', { code: line.code ?? '' });
      default:
        return t(`book.quote.lines.${line.kind}`);
    }
  };
  const row = (name: BookingPart, label: string, cents: number) => (
    <div {...part(name)}>
      <dt>{label}</dt>
      <dd>{money(cents)}</dd>
    </div>
  );
  return (
    <section
      {...part('quote', { state: loading ? 'refreshing' : 'ready' })}
      aria-labelledby={titleId}
      aria-busy={loading || undefined}
    >
      <h3 id={titleId} {...part('quoteTitle')}>
        {t('price.title')}
      </h3>
      {series && <p {...part('quoteSeries')}>{t('book.quote.series', { count: quote.occurrences.length })}</p>}
      <dl {...part('quoteLines', { className: 'propre-stack' })}>
        {price.lines.map((line) => (
          <div
            key={`${line.kind}-${line.code ?? ''}`}
            {...part('quoteLine', { state: line.amount < 0 ? 'discount' : undefined })}
            data-line={line.kind}
          >
            <dt>{lineLabel(line)}</dt>
            <dd>{money(line.amount)}</dd>
          </div>
        ))}
        {!price.taxRegistered && row('quoteNoTax', t('book.quote.noTax'), 0)}
        {row('quoteTotal', t('price.total'), price.total)}
        {row(
          'quoteDeposit',
          series ? t('book.quote.depositSeries') : t('price.depositNow'),
          series ? quote.dueNow : price.deposit,
        )}
        {row('quoteBalance', t('price.balanceLater'), price.balance)}
      </dl>
      {series && (
        <ul {...part('quoteOccurrences')}>
          {quote.occurrences.map((occurrence) => (
            <li key={occurrence.startsAt}>
              {formatDateTime(occurrence.date, occurrence.startTime, locale)} — {money(occurrence.price.total)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
