import type { ReactNode } from 'react';
import { useEntry } from '../../ui/use-entry.ts';
import type { BookingsPart } from '../parts.ts';
import { bookingsTexts } from '../texts.ts';
import type { Booking } from '../types.ts';

/**
 * What the cleaner needs before leaving home: the address and the way in once the API reveals
 * them (confirmed or in progress), pets, who brings the supplies, the client's notes.
 */
export function JobFacts({ booking }: { booking: Booking }) {
  const { t, part } = useEntry<BookingsPart>(bookingsTexts);
  const site = booking.site;
  const facts: [string, ReactNode][] = [];
  if (site) {
    facts.push([
      'address',
      <address key="address" {...part('address')}>
        {site.address.streetAddress}, {site.address.city} {site.address.postalCode}
      </address>,
    ]);
    if (site.accessInstructions) facts.push(['access', site.accessInstructions]);
    if (site.parking) facts.push(['parking', site.parking]);
  }
  facts.push(['pets', booking.hasPets ? t(`cleaner.facts.pet.${booking.petType ?? 'other'}`) : t('cleaner.facts.noPets')]);
  facts.push([
    'supplies',
    booking.suppliesProvidedByCleaner
      ? t('cleaner.facts.bringSupplies')
      : site?.suppliesLocation
        ? t('cleaner.facts.suppliesAt', { place: site.suppliesLocation })
        : t('cleaner.facts.clientSupplies'),
  ]);
  if (booking.notes) facts.push(['notes', booking.notes]);
  if (site?.notes) facts.push(['siteNotes', site.notes]);
  return (
    <dl {...part('facts')}>
      {facts.map(([name, value]) => (
        <div key={name} {...part('fact')} data-fact={name}>
          <dt>{t(`cleaner.facts.${name}`)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
