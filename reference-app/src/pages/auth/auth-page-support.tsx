import type { RenderLink } from '@propre/widgets/auth';
import type { PropreSession } from '@propre/widgets/provider';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { readStored, storageKeys, writeStored } from '../../prefs/prefs.ts';

/** The widgets' links as router links: no page reload between the auth pages. */
export const routerLink: RenderLink = ({ href, children, ...props }) => (
  <Link to={href} {...props}>
    {children}
  </Link>
);

/** Where a new account goes first (spec §2 onboarding screens): the client's or the cleaner's onboarding. */
export function onboardingPathOf(role: string | null | undefined): string {
  return role === 'cleaner' ? '/onboarding' : '/client-onboarding';
}

/**
 * The session the sign-up form uses: the app's, except that the onboarding path for the chosen
 * role becomes the return path just before the account is created. The layout's guard sends a
 * person who just signed in on a logged-out-only page (/auth) to the return path, so that is
 * where they land, with no second redirect racing it. A failed sign-up puts the old path back.
 */
export function useSignupSession(session: PropreSession): PropreSession {
  return useMemo<PropreSession>(
    () => ({
      ...session,
      get state() {
        return session.state;
      },
      signup: async (request) => {
        const previous = readStored(storageKeys.returnPath, 'session');
        writeStored(storageKeys.returnPath, onboardingPathOf(request.role), 'session');
        try {
          return await session.signup(request);
        } catch (error) {
          writeStored(storageKeys.returnPath, previous, 'session');
          throw error;
        }
      },
    }),
    [session],
  );
}
