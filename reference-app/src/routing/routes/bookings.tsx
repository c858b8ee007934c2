import type { RouteObject } from 'react-router';

/** The person's bookings, their details and confirmations (spec §2, issue 25). */
export const bookingsRoutes: RouteObject[] = [];
