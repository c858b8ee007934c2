import { useEntry } from '../ui/use-entry.ts';
import { formatMoney } from './format.ts';
import { ProfileSection } from './ProfileSection.tsx';
import type { CleanerProfilePart } from './parts.ts';
import { cleanerProfileTexts } from './texts.ts';
import type { PropertyType, PublicCleanerProfile } from './types.ts';

const propertyTypes: readonly PropertyType[] = ['house', 'apartment', 'condo', 'bungalo', 'airbnb', 'office', 'commercial'];

/**
 * The cleaner's prices as the API gives them (hourly, or fixed per property type), and what the
 * quote will add; the booking's exact price comes from the API's quote, never from here.
 */
export function ProfileRates({ profile, headingLevel }: { profile: PublicCleanerProfile; headingLevel: 2 | 3 }) {
  const { t, part, locale } = useEntry<CleanerProfilePart>(cleanerProfileTexts);
  const { paymentMethod, hourlyRate, fixedRates } = profile.rates;
  const fixed = propertyTypes.flatMap((type) => {
    const cents = fixedRates[type];
    return typeof cents === 'number' ? [[type, cents] as const] : [];
  });
  const showFixed = paymentMethod === 'fixed' && fixed.length > 0;
  const showHourly = !showFixed && hourlyRate !== null;

  return (
    <ProfileSection
      name="rates"
      data-kind={showFixed ? 'fixed' : showHourly ? 'hourly' : 'none'}
      title={t('rates.heading')}
      headingLevel={headingLevel}
    >
      {showHourly ? (
        <div {...part('hourly', { className: 'propre-stack' })}>
          <p {...part('price', { className: 'propre-stack' })}>
            <span {...part('priceLabel')}>{t('rates.hourly')}</span>
            <span {...part('priceAmount')}>{t('rates.perHour', { price: formatMoney(hourlyRate, locale) })}</span>
          </p>
          <p {...part('muted')}>{t('rates.minimum')}</p>
        </div>
      ) : null}
      {showFixed ? (
        <>
          <p {...part('muted')}>{t('rates.fixed')}</p>
          <table {...part('rateTable')}>
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
      <p {...part('taxes', { className: part('muted').className })}>
        {profile.taxRegistered ? t('rates.taxes') : t('rates.noTaxes')}
      </p>
      <p {...part('muted')}>{t('rates.quote')}</p>
    </ProfileSection>
  );
}
