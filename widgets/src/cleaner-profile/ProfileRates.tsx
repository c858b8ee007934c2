import { useId } from 'react';
import { usePartClass, usePropre } from '../context/hooks.ts';
import { useEntryTranslation } from '../i18n/use-entry-translation.ts';
import { cx } from '../theme/appearance.ts';
import { formatMoney } from './format.ts';
import type { CleanerProfileClassNames } from './parts.ts';
import { cleanerProfileTexts } from './texts.ts';
import type { PropertyType, PublicCleanerProfile } from './types.ts';

const propertyTypes: readonly PropertyType[] = ['house', 'apartment', 'condo', 'bungalo', 'airbnb', 'office', 'commercial'];

/**
 * The cleaner's prices as the API gives them (hourly, or fixed per property type), and what the
 * quote will add; the booking's exact price comes from the API's quote, never from here.
 */
export function ProfileRates({
  profile,
  headingLevel,
  classNames,
}: {
  profile: PublicCleanerProfile;
  headingLevel: 2 | 3;
  classNames?: CleanerProfileClassNames;
}) {
  const { t } = useEntryTranslation(cleanerProfileTexts);
  const { locale } = usePropre();
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const rootClass = usePartClass(
    'rates',
    cx('propre-cleaner-profile__section', 'propre-cleaner-profile__rates', classNames?.rates),
  );
  const { paymentMethod, hourlyRate, fixedRates } = profile.rates;
  const fixed = propertyTypes.flatMap((type) => {
    const cents = fixedRates[type];
    return typeof cents === 'number' ? [[type, cents] as const] : [];
  });
  const showFixed = paymentMethod === 'fixed' && fixed.length > 0;
  const showHourly = !showFixed && hourlyRate !== null;

  return (
    <section
      className={rootClass}
      data-part="rates"
      data-kind={showFixed ? 'fixed' : showHourly ? 'hourly' : 'none'}
      aria-labelledby={id}
    >
      <Heading id={id} className="propre-cleaner-profile__section-title">
        {t('rates.heading')}
      </Heading>
      {showHourly ? (
        <div className="propre-cleaner-profile__hourly">
          <p className="propre-cleaner-profile__price">
            <span className="propre-cleaner-profile__price-label">{t('rates.hourly')}</span>
            <span className="propre-cleaner-profile__price-amount">
              {t('rates.perHour', { price: formatMoney(hourlyRate, locale) })}
            </span>
          </p>
          <p className="propre-cleaner-profile__muted">{t('rates.minimum')}</p>
        </div>
      ) : null}
      {showFixed ? (
        <>
          <p className="propre-cleaner-profile__muted">{t('rates.fixed')}</p>
          <table className="propre-cleaner-profile__rate-table">
            <caption className="propre-visually-hidden">{t('rates.fixed')}</caption>
            <tbody>
              {fixed.map(([type, cents]) => (
                <tr key={type}>
                  <th scope="row">{t(`rates.propertyTypes.${type}`)}</th>
                  <td>{formatMoney(cents, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
      {!showFixed && !showHourly ? <p>{t('rates.none')}</p> : null}
      <p className="propre-cleaner-profile__muted propre-cleaner-profile__taxes">
        {profile.taxRegistered ? t('rates.taxes') : t('rates.noTaxes')}
      </p>
      <p className="propre-cleaner-profile__muted">{t('rates.quote')}</p>
    </section>
  );
}
