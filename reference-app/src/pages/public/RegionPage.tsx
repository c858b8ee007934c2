import { places } from '@propre/sdk/query';
import { usePropre } from '@propre/widgets/provider';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useAppTranslation } from '../../i18n/use-app-translation.ts';
import { useShell } from '../../shell/shell-context.ts';
import { PlaceCleaners } from './PlaceCleaners.tsx';
import { placeFallback } from './PlaceFallback.tsx';
import { PublicPage } from './PublicPage.tsx';

// The region's largest cities get a link each; the rest are reached by the search.
const listedCities = 12;

/**
 * /region/{regionId} (spec §2): the cleaners serving any city of one administrative region
 * (01–17), a word about it and its largest cities' pages; an unknown region says so.
 */
export function RegionPage() {
  const { regionId = '' } = useParams();
  const { client } = usePropre();
  const { language } = useShell();
  const { t, ready } = useAppTranslation('public');
  const region = useQuery({ ...places.getRegion(client, regionId), retry: false });
  const fallback = placeFallback(region, ready, { kind: 'region', name: regionId });
  if (fallback || !region.data) return fallback;
  const { region: info, cities } = region.data;
  const names = { region: language === 'en' ? info.nameEn : info.name, count: info.cityCount };
  return (
    <PublicPage
      page="region"
      title={t('region.title', names)}
      description={t('region.description', names)}
      lead={t('region.lead', names)}
      wide
    >
      <PlaceCleaners place={{ regionId: info.id }} />
      <section className="app-public-block app-public-section">
        <h2>{t('region.about', names)}</h2>
        <p>{t('region.aboutBody', names)}</p>
        <h3>{t('region.citiesTitle')}</h3>
        <ul className="app-place-cities">
          {cities.slice(0, listedCities).map((city) => (
            <li key={city.id}>
              <Link to={`/city/${city.slug}`}>{language === 'en' ? city.nameEn : city.name}</Link>
            </li>
          ))}
        </ul>
      </section>
    </PublicPage>
  );
}

// Rendered on the server: fetched before hydrating (routing/page-widgets.ts).
RegionPage.widgets = PlaceCleaners.widgets;
