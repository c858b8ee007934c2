import type { RouteObject } from 'react-router';

/** Booking a cleaner and paying, /book/{cleanerSlug} (spec §2, issue 25). */
export const bookingRoutes: RouteObject[] = [];
