import type { RouteObject } from 'react-router';

/** Conversations and the admin's messages (spec §2, issue 26). */
export const messagesRoutes: RouteObject[] = [
  {
    path: 'messages',
    lazy: async () => ({ Component: (await import('../../pages/messages/MessagesPage.tsx')).MessagesPage }),
  },
  {
    path: 'messages/:bookingId',
    lazy: async () => ({ Component: (await import('../../pages/messages/ConversationPage.tsx')).ConversationPage }),
  },
  {
    path: 'admin/messages',
    lazy: async () => ({ Component: (await import('../../pages/admin-messages/AdminMessagesPage.tsx')).AdminMessagesPage }),
  },
];
