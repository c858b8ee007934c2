import { ProblemError } from '@propre/sdk';
import { ErrorState, Skeleton } from '@propre/widgets/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PlaceNotFound } from './PlaceNotFound.tsx';

/** The answers that mean "no such place" rather than "try again": not found, or not a name at all. */
const isUnknownPlace = (error: unknown) => error instanceof ProblemError && [400, 404, 422].includes(error.status);

/**
 * What a city or region page shows before it can show the place: the not-found state, the error
 * with a retry, or a skeleton while the place (or the texts) load. Null once there is a place.
 */
export function placeFallback(
  place: UseQueryResult<unknown>,
  ready: boolean,
  unknown: { kind: 'city' | 'region'; name: string },
): ReactNode | null {
  if (place.isError && isUnknownPlace(place.error)) return <PlaceNotFound {...unknown} />;
  if (place.isError) {
    return (
      <div className="app-page app-public-page">
        <ErrorState error={place.error} headingLevel={1} onRetry={() => void place.refetch()} retrying={place.isFetching} />
      </div>
    );
  }
  if (place.data && ready) return null;
  return (
    <div className="app-page app-page--wide" aria-busy="true">
      <Skeleton shape="text" width="60%" />
      <Skeleton shape="text" lines={4} />
    </div>
  );
}
