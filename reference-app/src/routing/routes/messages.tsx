import type { RouteObject } from 'react-router';

/** Conversations (spec §2, issue 26); the admin's messages are in the admin console (routes/admin.tsx). */
export const messagesRoutes: RouteObject[] = [
  {
    path: 'messages',
    lazy: async () => ({ Component: (await import('../../pages/messages/MessagesPage.tsx')).MessagesPage }),
  },
  {
    path: 'messages/:bookingId',
    lazy: async () => ({ Component: (await import('../../pages/messages/ConversationPage.tsx')).ConversationPage }),
  },
];
