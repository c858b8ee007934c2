import { usePartClass, usePropre } from '../context/hooks.ts';
import { useEntryTranslation } from '../i18n/use-entry-translation.ts';
import { cx } from '../theme/appearance.ts';
import { Button } from '../ui/Button.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { PinIcon } from '../ui/icons.tsx';
import { formatDistance } from './format.ts';
import {
  activeFilterCount,
  type CleanerSearchQuery,
  type CleanerSearchSuggestions,
  withoutFilter,
  withoutFilters,
} from './query.ts';
import { cleanerSearchTexts } from './texts.ts';

export interface SearchEmptyProps {
  query: CleanerSearchQuery;
  suggestions: CleanerSearchSuggestions | null;
  onQueryChange: (query: CleanerSearchQuery) => void;
  className?: string;
}

/** No result: say so, then offer the API's nearby cities and the filters worth removing, as buttons. */
export function SearchEmpty({ query, suggestions, onQueryChange, className }: SearchEmptyProps) {
  const { t } = useEntryTranslation(cleanerSearchTexts);
  const { locale } = usePropre();
  const rootClass = usePartClass('empty', cx('propre-cleaner-search__empty', className));
  const nearby = suggestions?.nearbyCities ?? [];
  const relax = (suggestions?.relax ?? []).filter((key) => query[key] !== undefined);
  const filters = activeFilterCount(query);

  return (
    <div className={rootClass} data-part="empty">
      <EmptyState
        headingLevel={3}
        title={query.city ? t('empty.titleCity', { city: query.city }) : t('empty.title')}
        body={
          <>
            {nearby.length > 0 ? (
              <div className="propre-cleaner-search__suggest" data-part="nearby-cities">
                <p>{t('empty.nearby')}</p>
                <ul className="propre-cleaner-search__chips">
                  {nearby.map((city) => (
                    <li key={city.slug}>
                      <Button
                        variant="secondary"
                        className="propre-cleaner-search__city-chip"
                        onClick={() => onQueryChange({ ...query, city: city.name })}
                      >
                        <PinIcon />
                        <span className="propre-cleaner-search__chip-text">
                          <span className="propre-cleaner-search__chip-name">{city.name}</span>{' '}
                          <span className="propre-cleaner-search__chip-detail">
                            {t('empty.nearbyDetail', {
                              distance: formatDistance(city.distanceKm, locale),
                              count: city.cleanerCount,
                            })}
                          </span>
                        </span>
                      </Button>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            {relax.length > 0 ? (
              <div className="propre-cleaner-search__suggest" data-part="relax-filters">
                <p>{t('empty.relax')}</p>
                <ul className="propre-cleaner-search__chips">
                  {relax.map((key) => (
                    <li key={key}>
                      <Button variant="secondary" onClick={() => onQueryChange(withoutFilter(query, key))}>
                        {t('empty.relaxFilter', { filter: t(`relaxNames.${key}`) })}
                      </Button>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            {nearby.length === 0 && relax.length === 0 ? <p>{t('empty.nothing')}</p> : null}
          </>
        }
        action={
          filters > 0 && relax.length === 0 ? (
            <Button variant="ghost" onClick={() => onQueryChange(withoutFilters(query))}>
              {t('empty.clear')}
            </Button>
          ) : undefined
        }
      />
    </div>
  );
}
