import type { ReactNode } from 'react';
import { usePropre } from '../context/hooks.ts';
import { useEntryTranslation } from '../i18n/use-entry-translation.ts';
import { Card } from '../ui/Card.tsx';
import { usePart } from '../ui/part.ts';
import { Skeleton } from '../ui/Skeleton.tsx';
import { useEntry } from '../ui/use-entry.ts';
import type { Property } from './model.ts';
import type { PropertiesPart } from './parts.ts';
import { propertiesTexts } from './texts.ts';

/** « 2 chambres · 1,5 salle de bain · 1 étage · 950 pi² », in the person's language. */
export function usePropertySummary(): (property: Property) => string {
  const { t } = useEntryTranslation(propertiesTexts);
  const { locale } = usePropre();
  const tag = locale === 'en' ? 'en-CA' : 'fr-CA';
  const decimal = new Intl.NumberFormat(tag, { maximumFractionDigits: 1 });
  const whole = new Intl.NumberFormat(tag);
  return (property) =>
    [
      t('summary.bedrooms', { count: property.bedrooms }),
      // French counts 1,5 in the singular (« 1,5 salle de bain »); the rule of the number decides.
      t('summary.bathrooms', { count: property.bathrooms < 2 ? 1 : 2, value: decimal.format(property.bathrooms) }),
      t('summary.stories', { count: property.stories }),
      ...(property.squareFeet === null ? [] : [t('summary.squareFeet', { value: whole.format(property.squareFeet) })]),
    ].join(' · ');
}

export interface PropertyCardProps {
  property: Property;
  /** The card's heading level in the page. */
  headingLevel?: 2 | 3 | 4;
  /** Buttons (edit, delete) under the details. */
  actions?: ReactNode;
}

/** One property: its name, type, address and size. */
export function PropertyCard({ property, headingLevel = 3, actions }: PropertyCardProps) {
  const { t, part } = useEntry<PropertiesPart>(propertiesTexts);
  const summary = usePropertySummary();
  const Heading = `h${headingLevel}` as const;
  const { streetAddress, city, postalCode } = property.address;
  return (
    <Card as="li" {...part('card')} data-property-id={property.id}>
      <div {...part('cardHead', { className: 'propre-wrap propre-spread' })}>
        <Heading {...part('cardName')}>{property.name}</Heading>
        <span {...part('cardType')}>{t(`types.${property.type}`)}</span>
      </div>
      <p {...part('cardAddress')}>
        {streetAddress}
        <br />
        {city} (Québec) {postalCode}
      </p>
      <p {...part('cardSummary')}>{summary(property)}</p>
      {actions ? <div {...part('cardActions', { className: 'propre-wrap' })}>{actions}</div> : null}
    </Card>
  );
}

/** The shape of a card while the list loads. */
export function PropertyCardSkeleton() {
  const part = usePart<PropertiesPart>('properties');
  return (
    <Card as="li" {...part('cardSkeleton')}>
      <Skeleton shape="text" width="55%" height="1.4em" />
      <Skeleton shape="text" lines={2} />
      <Skeleton shape="text" width="70%" />
    </Card>
  );
}
