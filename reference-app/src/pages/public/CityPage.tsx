import { places } from '@propre/sdk/query';
import { usePropre } from '@propre/widgets/provider';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useAppTranslation } from '../../i18n/use-app-translation.ts';
import { useShell } from '../../shell/shell-context.ts';
import { PlaceCleaners } from './PlaceCleaners.tsx';
import { placeFallback } from './PlaceFallback.tsx';
import { PublicPage } from './PublicPage.tsx';

/**
 * /city/{cityName} (spec §2): the cleaners serving one city (places.getCity, then the search
 * held to it), a word about the place and a link to its region; an unknown city says so.
 */
export function CityPage() {
  const { cityName = '' } = useParams();
  const { client } = usePropre();
  const { language } = useShell();
  const { t, ready } = useAppTranslation('public');
  const city = useQuery({ ...places.getCity(client, cityName), retry: false });
  const fallback = placeFallback(city, ready, { kind: 'city', name: cityName });
  if (fallback || !city.data) return fallback;
  const { data } = city;
  const names = {
    city: language === 'en' ? data.nameEn : data.name,
    region: language === 'en' ? data.region.nameEn : data.region.name,
  };
  return (
    <PublicPage
      page="city"
      title={t('city.title', names)}
      description={t('city.description', names)}
      lead={t('city.lead', names)}
      wide
    >
      <PlaceCleaners place={{ city: names.city }} />
      <section className="app-public-block app-public-section">
        <h2>{t('city.about', names)}</h2>
        <p>{t('city.aboutBody', names)}</p>
        <p>
          <Link to={`/region/${data.region.id}`}>{t('city.regionLink', names)}</Link>
        </p>
      </section>
    </PublicPage>
  );
}

// Rendered on the server: fetched before hydrating (routing/page-widgets.ts).
CityPage.widgets = PlaceCleaners.widgets;
