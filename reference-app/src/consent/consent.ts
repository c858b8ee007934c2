import { readCookie, readStored, writeCookie, writeStored } from '../prefs/prefs.ts';

/** The visitor's choice about first-party statistics (Law 25): asked once, changeable from the footer. */
export type AnalyticsChoice = 'granted' | 'denied';

export const consentKey = 'propre.consent';
/** Raised when what is asked changes: every visitor is then asked again. */
const consentVersion = 1;

interface Stored {
  analytics: AnalyticsChoice;
  at: string;
  version: number;
}

const toChoice = (value: unknown): AnalyticsChoice | null => (value === 'granted' || value === 'denied' ? value : null);

/**
 * The choice as the cookie carries it (`1:granted`), so the server draws the banner only for
 * those who have not answered: the banner is then in the first paint, not added after the
 * scripts ran (it was the largest paint of every public page, seconds late on a phone).
 */
export function consentOfCookie(header: string | null | undefined): AnalyticsChoice | null {
  const [version, choice] = (readCookie(header, consentKey) ?? '').split(':');
  return version === String(consentVersion) ? toChoice(choice) : null;
}

/** The choice kept in this browser (storage, else the cookie), or null before one is made (nothing is measured then). */
export function readConsent(): AnalyticsChoice | null {
  const raw = readStored(consentKey);
  if (!raw) return consentOfCookie(globalThis.document?.cookie);
  try {
    const stored = JSON.parse(raw) as Partial<Stored>;
    return stored.version === consentVersion ? toChoice(stored.analytics) : null;
  } catch {
    return null;
  }
}

/** Keeps the choice in storage and in the cookie the server reads. */
export function writeConsent(choice: AnalyticsChoice, now = new Date()): void {
  const stored: Stored = { analytics: choice, at: now.toISOString(), version: consentVersion };
  writeStored(consentKey, JSON.stringify(stored));
  shareConsentWithServer(choice);
}

/** Copies a choice made before the server read it into the cookie (a visitor of an earlier version). */
export function shareConsentWithServer(choice: AnalyticsChoice | null = readConsent()): void {
  if (choice === null || consentOfCookie(globalThis.document?.cookie) === choice) return;
  writeCookie(consentKey, `${consentVersion}:${choice}`);
}
