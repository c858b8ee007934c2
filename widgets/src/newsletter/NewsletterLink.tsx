import { ProblemError } from '@propre/sdk';
import { growth } from '@propre/sdk/query';
import { useMutation } from '@tanstack/react-query';
import { usePropre } from '../context/hooks.ts';
import type { NewsletterLinkAction } from './model.ts';
import { type NewsletterLinkStatus, NewsletterLinkView, type NewsletterLinkViewProps } from './NewsletterLinkView.tsx';

export interface NewsletterLinkProps extends Omit<NewsletterLinkViewProps, 'status' | 'onAct'> {
  /** The `token` of the mail's link; empty or missing when the address was cut. */
  token: string | null | undefined;
  onDone?: (action: NewsletterLinkAction) => void;
}

/** Confirms a subscription or unsubscribes (growth.confirmNewsletter / unsubscribeNewsletter) when the person clicks. */
export function NewsletterLink({ token, onDone, ...view }: NewsletterLinkProps) {
  const { client } = usePropre();
  const confirm = useMutation(growth.confirmNewsletter(client));
  const unsubscribe = useMutation(growth.unsubscribeNewsletter(client));
  const call = view.action === 'confirm' ? confirm : unsubscribe;
  const status: NewsletterLinkStatus = !token
    ? 'missing'
    : call.isPending
      ? 'working'
      : call.isSuccess
        ? 'done'
        : call.error instanceof ProblemError && call.error.code === 'newsletter_token_invalid'
          ? 'invalid'
          : call.isError
            ? 'failed'
            : 'ready';
  const act = () => {
    if (token) call.mutate({ body: { token } }, { onSuccess: () => onDone?.(view.action) });
  };
  return <NewsletterLinkView {...view} status={status} onAct={act} />;
}
