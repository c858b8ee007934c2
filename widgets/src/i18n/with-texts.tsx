import { type ComponentType, Suspense } from 'react';
import { Skeleton } from '../ui/Skeleton.tsx';

/**
 * The component behind a Suspense boundary with a skeleton of about its height: for widgets whose
 * texts (useLazyTranslation) or code load on demand, so a host needs no boundary of its own.
 */
export function withTexts<P extends object>(Inner: ComponentType<P>, name: string, height: string): ComponentType<P> {
  function WithTexts(props: P) {
    return (
      <Suspense fallback={<Skeleton shape="rect" height={height} />}>
        <Inner {...props} />
      </Suspense>
    );
  }
  WithTexts.displayName = name;
  return WithTexts;
}
