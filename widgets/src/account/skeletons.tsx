import { createElement } from 'react';
import { SectionsSkeleton } from './SectionsSkeleton.tsx';

/** A settings page's cards while its code and texts load. */
export const pageSkeleton = () => createElement(SectionsSkeleton, { count: 3 });
/** One section's card while its code and texts load. */
export const sectionSkeleton = () => createElement(SectionsSkeleton, { count: 1 });
