import { describe, expect, it } from 'vitest';
import { consentOfCookie } from './consent.ts';

describe('consentOfCookie', () => {
  it.each([
    ['propre.consent=1%3Agranted', 'granted'],
    ['a=b; propre.consent=1%3Adenied; c=d', 'denied'],
    ['propre.consent=1:denied', 'denied'],
    // Asked again when the question changed (another version), and for anything else.
    ['propre.consent=0%3Agranted', null],
    ['propre.consent=1%3Amaybe', null],
    ['propre.consent=granted', null],
    ['propre.theme=dark', null],
    ['', null],
    [undefined, null],
  ])('reads %j as %j', (header, expected) => {
    expect(consentOfCookie(header)).toBe(expected);
  });
});
