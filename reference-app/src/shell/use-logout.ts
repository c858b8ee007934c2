import { usePropre, useToast } from '@propre/widgets/provider';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAppTranslation } from '../i18n/use-app-translation.ts';
import { storageKeys, writeStored } from '../prefs/prefs.ts';
import { useShell } from './shell-context.ts';

/**
 * Signs out (spec §4: the stored data is cleared even when the call fails): home first, so the
 * guard does not send the visitor from a private page to /login; then the cached data of the
 * account and the return path go, and a toast confirms (spec §8 "Logged out successfully").
 */
export function useLogout(): () => Promise<void> {
  const { session } = useShell();
  const { queryClient } = usePropre();
  const toast = useToast();
  const navigate = useNavigate();
  const { t } = useAppTranslation('header');
  return useCallback(async () => {
    await navigate('/');
    // Another navigation under way (a lazy page still loading) can cut this one short: the session
    // goes only once home is shown, or the guard would send the visitor to /login.
    for (let tries = 0; tries < 3 && window.location.pathname !== '/'; tries += 1) await navigate('/');
    writeStored(storageKeys.returnPath, null, 'session');
    try {
      await session.logout();
      toast.show({ title: t('toast.loggedOut'), tone: 'success' });
    } catch {
      toast.show({ title: t('toast.loggedOutLocally'), tone: 'info' });
    } finally {
      queryClient.clear();
    }
  }, [navigate, session, toast, t, queryClient]);
}
