import { useId } from 'react';
import { usePropre } from '../context/hooks.ts';
import { ProblemAlert } from '../ui/ProblemAlert.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { formatDateTime, formatHours, formatMoney, formatPercent } from './format.ts';
import { useBookingTranslation } from './i18n.ts';
import type { BookingQuote, PriceLine } from './types.ts';

export interface QuoteSummaryProps {
  quote: BookingQuote | undefined;
  loading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  retrying?: boolean;
}

/**
 * The price exactly as the API computed it: each line of the first cleaning in the API's order
 * (service, supplies, emergency fee, the discount, TPS, TVQ), the total, then what is charged
 * now and what is left for after the service. Nothing is added up here.
 */
export function QuoteSummary({ quote, loading, error, onRetry, retrying }: QuoteSummaryProps) {
  const { t } = useBookingTranslation();
  const { locale } = usePropre();
  const titleId = useId();
  if (error && !quote) {
    return (
      <section className="propre-quote" data-part="quote" data-state="error" aria-labelledby={titleId}>
        <h3 id={titleId} className="propre-quote-title">
          {t('price.title')}
        </h3>
        <ProblemAlert error={error} onRetry={onRetry} retrying={retrying} title={t('book.quote.error')} />
      </section>
    );
  }
  if (!quote) {
    return (
      <section
        className="propre-quote"
        data-part="quote"
        data-state="loading"
        aria-busy="true"
        aria-label={t('book.quote.loading')}
      >
        <Skeleton shape="text" width="40%" />
        {[0, 1, 2, 3, 4].map((row) => (
          <div key={row} className="propre-quote-row" data-part="quote-skeleton">
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
  return (
    <section
      className="propre-quote"
      data-part="quote"
      data-state={loading ? 'refreshing' : 'ready'}
      aria-labelledby={titleId}
      aria-busy={loading || undefined}
    >
      <h3 id={titleId} className="propre-quote-title">
        {t('price.title')}
      </h3>
      {series && (
        <p className="propre-quote-note" data-part="quote-series">
          {t('book.quote.series', { count: quote.occurrences.length })}
        </p>
      )}
      <dl className="propre-quote-lines">
        {price.lines.map((line) => (
          <div key={`${line.kind}-${line.code ?? ''}`} className="propre-quote-row" data-part="quote-line" data-line={line.kind}>
            <dt>{lineLabel(line)}</dt>
            <dd className={line.amount < 0 ? 'propre-quote-discount' : undefined}>{money(line.amount)}</dd>
          </div>
        ))}
        {!price.taxRegistered && (
          <div className="propre-quote-row propre-quote-row--note" data-part="quote-no-tax">
            <dt>{t('book.quote.noTax')}</dt>
            <dd>{money(0)}</dd>
          </div>
        )}
        <div className="propre-quote-row propre-quote-row--total" data-part="quote-total">
          <dt>{t('price.total')}</dt>
          <dd>{money(price.total)}</dd>
        </div>
        <div className="propre-quote-row propre-quote-row--now" data-part="quote-deposit">
          <dt>{series ? t('book.quote.depositSeries') : t('price.depositNow')}</dt>
          <dd>{money(series ? quote.dueNow : price.deposit)}</dd>
        </div>
        <div className="propre-quote-row" data-part="quote-balance">
          <dt>{t('price.balanceLater')}</dt>
          <dd>{money(price.balance)}</dd>
        </div>
      </dl>
      {series && (
        <ul className="propre-quote-occurrences" data-part="quote-occurrences">
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
