import { Button } from '../ui/Button.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { PinIcon } from '../ui/icons.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { formatDistance } from './format.ts';
import type { CleanerSearchPart } from './parts.ts';
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
  const { t, part, locale } = useEntry<CleanerSearchPart>(cleanerSearchTexts);
  const nearby = suggestions?.nearbyCities ?? [];
  const relax = (suggestions?.relax ?? []).filter((key) => query[key] !== undefined);
  const filters = activeFilterCount(query);

  return (
    <div {...part('empty', { className })}>
      <EmptyState
        headingLevel={3}
        title={query.city ? t('empty.titleCity', { city: query.city }) : t('empty.title')}
        body={
          <>
            {nearby.length > 0 ? (
              <div {...part('nearbyCities', { className: 'propre-stack' })}>
                <p>{t('empty.nearby')}</p>
                <ul {...part('chips', { className: 'propre-wrap propre-bare-list' })}>
                  {nearby.map((city) => (
                    <li key={city.slug}>
                      <Button
                        variant="secondary"
                        {...part('cityChip')}
                        onClick={() => onQueryChange({ ...query, city: city.name })}
                      >
                        <span {...part('buttonContent', { className: 'propre-row' })}>
                          <PinIcon />
                          <span {...part('chipText', { className: 'propre-stack' })}>
                            <span {...part('chipName')}>{city.name}</span>{' '}
                            <span {...part('chipDetail')}>
                              {t('empty.nearbyDetail', {
                                distance: formatDistance(city.distanceKm, locale),
                                count: city.cleanerCount,
                              })}
                            </span>
                          </span>
                        </span>
                      </Button>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            {relax.length > 0 ? (
              <div {...part('relaxFilters', { className: 'propre-stack' })}>
                <p>{t('empty.relax')}</p>
                <ul {...part('chips', { className: 'propre-wrap propre-bare-list' })}>
                  {relax.map((key) => (
                    <li key={key}>
                      <Button variant="secondary" {...part('chip')} onClick={() => onQueryChange(withoutFilter(query, key))}>
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
