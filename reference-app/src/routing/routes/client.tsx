import type { RouteObject } from 'react-router';

/** The client onboarding and the client's properties (spec §2, issues 24 and 25). */
export const clientRoutes: RouteObject[] = [];
