import type { ReactNode } from 'react';
import { usePropre } from '../context/hooks.ts';
import { propertiesNs } from '../i18n/bundles/properties.ts';
import { useWidgetTranslation } from '../i18n/use-widget-translation.ts';
import { Card } from '../ui/Card.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import type { Property } from './model.ts';

/** « 2 chambres · 1,5 salle de bain · 1 étage · 950 pi² », in the person's language. */
export function usePropertySummary(): (property: Property) => string {
  const { t } = useWidgetTranslation(propertiesNs);
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
  const { t } = useWidgetTranslation(propertiesNs);
  const summary = usePropertySummary();
  const Heading = `h${headingLevel}` as const;
  const { streetAddress, city, postalCode } = property.address;
  return (
    <Card as="li" className="propre-property-card" data-part="property-card" data-property-id={property.id}>
      <div className="propre-property-card-head">
        <Heading className="propre-property-card-name">{property.name}</Heading>
        <span className="propre-property-card-type">{t(`types.${property.type}`)}</span>
      </div>
      <p className="propre-property-card-address">
        {streetAddress}
        <br />
        {city} (Québec) {postalCode}
      </p>
      <p className="propre-property-card-summary">{summary(property)}</p>
      {actions ? <div className="propre-property-card-actions">{actions}</div> : null}
    </Card>
  );
}

/** The shape of a card while the list loads. */
export function PropertyCardSkeleton() {
  return (
    <Card as="li" className="propre-property-card" data-part="property-card-skeleton">
      <Skeleton shape="text" width="55%" height="1.4em" />
      <Skeleton shape="text" lines={2} />
      <Skeleton shape="text" width="70%" />
    </Card>
  );
}
