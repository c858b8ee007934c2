import { readStored, writeStored } from '../../prefs/prefs.ts';

/**
 * The referral code an invitation link brought (/referral-program?code=…), kept for this browser
 * tab until the sign-up: the person may read the programme, look at cleaners, then register.
 */
export const invitationCodeKey = 'propre.referralCode';

/** A code as the sign-up takes it: trimmed, upper case; null for nothing or what cannot be one. */
export function normalizeCode(value: string | null | undefined): string | null {
  const code = value?.trim().toUpperCase() ?? '';
  return /^[A-Z0-9]{1,32}$/.test(code) ? code : null;
}

export function readInvitationCode(): string | null {
  return normalizeCode(readStored(invitationCodeKey, 'session'));
}

/** Keeps the code, or forgets it (`null`: the API refused it, or the account was created). */
export function keepInvitationCode(code: string | null): void {
  writeStored(invitationCodeKey, code, 'session');
}

/** Where the sign-up starts with the code filled in and the role chosen. */
export function registerHref(code: string | null, role: 'client' | 'cleaner'): string {
  const params = new URLSearchParams({ role });
  if (code) params.set('ref', code);
  return `/register?${params}`;
}
