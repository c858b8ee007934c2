import { createAnalytics, sendWith, visitId } from '@propre/sdk/analytics';
import { usePropre } from '@propre/widgets/provider';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useShell } from '../shell/shell-context.ts';
import { type AnalyticsChoice, readConsent, writeConsent } from './consent.ts';
import { ConsentContext, type ConsentState } from './consent-context.ts';

/**
 * The visitor's privacy choice and, only once they accept, the first-party statistics (page
 * views, heartbeats, errors, named events) sent to our own API. The first render shows the
 * choice the server drew the page with (its cookie), so both agree and the banner is in the
 * server's HTML; this browser's own record is then read, and wins.
 */
export function ConsentProvider({ children }: { children: ReactNode }) {
  const { client } = usePropre();
  const { initialConsent } = useShell();
  const [known, setKnown] = useState(false);
  const [choice, setChoice] = useState<AnalyticsChoice | null>(initialConsent);
  const [asking, setAsking] = useState(initialConsent === null);
  const analytics = useMemo(() => createAnalytics({ send: sendWith(client), visitorId: visitId() }), [client]);

  useEffect(() => {
    const stored = readConsent();
    setChoice(stored);
    setAsking(stored === null);
    setKnown(true);
  }, []);

  useEffect(() => {
    if (!known) return;
    if (choice === 'granted') analytics.start();
    else analytics.stop();
    return () => analytics.stop();
  }, [known, choice, analytics]);

  const choose = useCallback((next: AnalyticsChoice) => {
    writeConsent(next);
    setChoice(next);
    setAsking(false);
  }, []);
  const reopen = useCallback(() => setAsking(true), []);
  const close = useCallback(() => setAsking(false), []);
  const track = useCallback<ConsentState['track']>((name, properties) => analytics.event(name, properties), [analytics]);
  const state = useMemo(() => ({ choice, choose, asking, reopen, close, track }), [choice, choose, asking, reopen, close, track]);

  return <ConsentContext.Provider value={state}>{children}</ConsentContext.Provider>;
}
