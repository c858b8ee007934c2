import { formatMoney, intlLocale } from '../i18n/format.ts';
import type { Locale } from '../i18n/namespaces.ts';
import { Card } from '../ui/Card.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { ContentState, type ContentStateProps } from './ContentState.tsx';
import type { PricingTerms } from './model.ts';
import type { ContentPart } from './parts.ts';
import { contentTexts } from './texts.ts';

export interface PricingTermsViewProps extends ContentStateProps {
  terms?: PricingTerms;
}

/** `9,975 %`, `9.975%`: a rate as Quebec writes it (no rounding: the API's rate is the rule). */
function formatRate(percent: number, locale: Locale): string {
  const number = new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 3 }).format(percent);
  return locale === 'fr' ? `${number}\u00a0%` : `${number}%`;
}

type Row = readonly [key: string, values: Record<string, string | number>];

/**
 * The fees, taxes, deposit, discounts and referral amounts the API applies (growth.getPricingTerms),
 * props only: each group a heading and a list of terms, every number from `terms`.
 */
export function PricingTermsView(props: PricingTermsViewProps) {
  const { terms, headingLevel = 2, className } = props;
  const { t, part, locale } = useEntry<ContentPart>(contentTexts);
  const Heading = `h${headingLevel}` as const;
  return (
    <ContentState {...props} status={props.status === 'success' && !terms ? 'loading' : props.status} root="pricing">
      {() => {
        if (!terms) return null;
        const rate = (percent: number) => ({ rate: formatRate(percent, locale) });
        const amount = (cents: number) => ({ amount: formatMoney(cents, locale) });
        const groups: ReadonlyArray<readonly [string, readonly Row[], string?]> = [
          [
            'clients',
            [
              ['deposit', { deposit: formatRate(terms.depositPercent, locale) }],
              ['gst', rate(terms.gstPercent)],
              ['qst', rate(terms.qstPercent)],
              ['supplies', amount(terms.suppliesFee)],
              ['emergency', rate(terms.emergencyFeePercent)],
              ['cancellation', { hours: terms.cancellationNoticeHours, ...amount(terms.cancellationFee) }],
            ],
          ],
          [
            'discounts',
            [
              ['firstBooking', rate(terms.firstBookingDiscountPercent)],
              ['popup', rate(terms.discountPopupPercent)],
              ['welcome', amount(terms.referralWelcomeCredit)],
              ['referrer', { ...amount(terms.referrerBonus), months: terms.rewardValidityMonths }],
            ],
            'bestOnly',
          ],
          [
            'cleaners',
            [
              ['platform', rate(terms.platformFeePercent)],
              ['instant', amount(terms.instantPayoutFee)],
            ],
          ],
        ];
        return (
          <div {...part('pricing', { state: 'success', className: `propre-stack ${className ?? ''}`.trim() })}>
            {groups.map(([group, rows, note]) => (
              <Card as="section" padding="lg" key={group} {...part('pricingGroup', { className: 'propre-stack' })}>
                <Heading>{t(`pricing.${group}`)}</Heading>
                <dl {...part('pricingTerms')}>
                  {rows.map(([key, values]) => (
                    <div key={key} {...part('pricingTerm')}>
                      <dt>{t(`pricing.${key}.term`)}</dt>
                      <dd>{t(`pricing.${key}.value`, values)}</dd>
                    </div>
                  ))}
                </dl>
                {note ? <p {...part('pricingNote')}>{t(`pricing.${note}`)}</p> : null}
              </Card>
            ))}
          </div>
        );
      }}
    </ContentState>
  );
}
