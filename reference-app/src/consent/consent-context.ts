import { createContext, useContext } from 'react';
import type { AnalyticsChoice } from './consent.ts';

export interface ConsentState {
  /** Null until the visitor chooses. */
  choice: AnalyticsChoice | null;
  choose(choice: AnalyticsChoice): void;
  /** Whether the question is on screen (ConsentQuestion draws it). */
  asking: boolean;
  /** Opens the banner again (the footer's "Privacy choices"). */
  reopen(): void;
  /** Closes the reopened banner, keeping the choice made before. */
  close(): void;
  /** A named event of the product, counted only with consent. */
  track(name: string, properties?: Record<string, string | number | boolean>): void;
}

export const ConsentContext = createContext<ConsentState | null>(null);

export function useConsent(): ConsentState {
  const state = useContext(ConsentContext);
  if (!state) throw new Error('useConsent is used outside ConsentProvider');
  return state;
}
