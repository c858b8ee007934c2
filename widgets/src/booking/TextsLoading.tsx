import { type ReactNode, Suspense } from 'react';
import { Skeleton } from '../ui/Skeleton.tsx';

/** The widget's shape while its texts load (a first visit in a language): no words yet, so no label. */
function BookingSkeleton({ className }: { className: string }) {
  return (
    <div className={className} data-part="root" data-state="loading" aria-busy="true">
      <Skeleton shape="text" width="60%" height="2rem" />
      <Skeleton shape="text" width="30%" />
      <Skeleton shape="rect" height="3rem" />
      <Skeleton shape="rect" height="12rem" />
    </div>
  );
}

/** Shows the skeleton until the texts of the provider's language are there (see i18n.ts). */
export function WithTexts({ className, children }: { className: string; children: ReactNode }) {
  return <Suspense fallback={<BookingSkeleton className={className} />}>{children}</Suspense>;
}
