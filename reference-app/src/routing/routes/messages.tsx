import type { RouteObject } from 'react-router';

/** Conversations and the admin's messages (spec §2, issue 26). */
export const messagesRoutes: RouteObject[] = [];
