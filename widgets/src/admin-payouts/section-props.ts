import type { AdminRenderLink } from '../admin/index.ts';

/** What every section of the payouts console takes from the page. */
export interface SectionProps {
  headingLevel: 2 | 3 | 4;
  /** Where a cleaner's account is (a link on their name); names only without it. */
  cleanerHref?: ((cleanerId: string) => string) | undefined;
  renderLink?: AdminRenderLink | undefined;
}
