import type { RouteObject } from 'react-router';

const page = (action: 'confirm' | 'unsubscribe'): RouteObject => ({
  path: `newsletter/${action}`,
  lazy: async () => {
    const { NewsletterLinkPage } = await import('../../pages/newsletter/NewsletterLinkPage.tsx');
    return { element: <NewsletterLinkPage action={action} /> };
  },
});

/** The pages the newsletter's mails link to: confirming a subscription, leaving the list. */
export const newsletterRoutes: RouteObject[] = [page('confirm'), page('unsubscribe')];
