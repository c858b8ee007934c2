import type { BrandId } from '@propre/widgets';
import type { DehydratedState } from '@tanstack/react-query';
import type { AnalyticsChoice } from '../consent/consent.ts';
import type { AppLanguage } from '../i18n/detect-language.ts';
import type { ThemeChoice } from '../prefs/prefs.ts';

/** The element that carries the server's state in the page (a JSON data block: no script runs). */
export const serverStateId = 'propre-server-state';

/**
 * What the server rendered the page with: the browser hydrates it only when it would choose the
 * same language, theme and brand, and with the same answers of the API.
 */
export interface ServerState {
  language: AppLanguage;
  theme: ThemeChoice;
  brand: BrandId;
  /** The privacy choice from the cookie: the banner is drawn when null. */
  consent: AnalyticsChoice | null;
  /** False when an answer the page needed failed: the browser renders the page anew. */
  hydratable: boolean;
  queries: DehydratedState;
}

/** The server's state in this page, or null when the page was not rendered by the server. */
export function readServerState(): ServerState | null {
  const text = document.getElementById(serverStateId)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerState;
  } catch {
    return null;
  }
}
