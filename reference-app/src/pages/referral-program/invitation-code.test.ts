import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepInvitationCode, normalizeCode, readInvitationCode, registerHref } from './invitation-code.ts';

// Node has no Web Storage: a tab's sessionStorage, as the browser's behaves.
beforeEach(() => {
  const items = new Map<string, string>();
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => items.set(key, String(value)),
    removeItem: (key: string) => items.delete(key),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('the code an invitation link brings', () => {
  it('is read as the sign-up takes it, and nothing else is taken for a code', () => {
    expect(normalizeCode(' soph2026 ')).toBe('SOPH2026');
    expect(normalizeCode('')).toBeNull();
    expect(normalizeCode(null)).toBeNull();
    expect(normalizeCode('<script>')).toBeNull();
    expect(normalizeCode('A'.repeat(33))).toBeNull();
  });

  it('is kept for the tab until it is forgotten', () => {
    keepInvitationCode('SOPH2026');
    expect(readInvitationCode()).toBe('SOPH2026');
    keepInvitationCode(null);
    expect(readInvitationCode()).toBeNull();
  });

  it('goes to the sign-up with the role chosen', () => {
    expect(registerHref('SOPH2026', 'client')).toBe('/register?role=client&ref=SOPH2026');
    expect(registerHref(null, 'cleaner')).toBe('/register?role=cleaner');
  });
});
