import type { User } from '@propre/sdk';
import type { ComponentType, ReactNode } from 'react';
import { useState } from 'react';
import { usePropre } from '../context/hooks.ts';
import { MessagingProvider } from './MessagingProvider.tsx';

/**
 * Stories only (never exported): signs the story's provider in as `user` and wraps the chat in a
 * MessagingProvider whose socket MSW answers. Quick reconnect delays keep the plays short.
 */
export function SignedInChat({
  user,
  children,
  fastRetries = false,
}: {
  user: User;
  children: ReactNode;
  fastRetries?: boolean;
}) {
  const { session } = usePropre();
  useState(() => {
    if (session.state.status !== 'authenticated') session.adopt({ user, token: 'tok_story_session' });
    return true;
  });
  return (
    <MessagingProvider realtimeOptions={fastRetries ? { reconnectDelayMs: 50, maxReconnectDelayMs: 50 } : {}}>
      <div style={{ padding: 16, maxWidth: 760 }}>{children}</div>
    </MessagingProvider>
  );
}

/** The chat stories' decorator: the story signed in as `user`. */
export const signedInAs = (user: User) => (Story: ComponentType) => (
  <SignedInChat user={user}>
    <Story />
  </SignedInChat>
);
