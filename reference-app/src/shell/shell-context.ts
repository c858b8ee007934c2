import { brands } from '@propre/widgets';
import type { BrandId, PropreSession, User } from '@propre/widgets/provider';
import { createContext, useContext } from 'react';
import type { AnalyticsChoice } from '../consent/consent.ts';
import type { AppLanguage } from '../i18n/detect-language.ts';
import type { ThemeChoice } from '../prefs/prefs.ts';

export interface ShellState {
  brand: BrandId;
  language: AppLanguage;
  setLanguage(language: AppLanguage): void;
  theme: ThemeChoice;
  setTheme(theme: ThemeChoice): void;
  session: PropreSession;
  /** The signed-in user, or null (also while the session loads: see `sessionStatus`). */
  user: User | null;
  sessionStatus: 'unknown' | 'authenticated' | 'unauthenticated';
  /** The privacy choice the first render shows (ConsentProvider then checks this browser's own). */
  initialConsent: AnalyticsChoice | null;
}

export const ShellContext = createContext<ShellState | null>(null);

/** The app's shell state: brand, language, theme and session. */
export function useShell(): ShellState {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShell must be used inside the app shell.');
  return value;
}

/** The brand's name, e.g. for the document title and the home link. */
export function useBrandName(): string {
  return brands[useShell().brand].name;
}
