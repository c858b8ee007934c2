import { describe, expect, it } from 'vitest';
import { takeFlash, withFlash } from './flash.ts';

describe('takeFlash: the query carries a code from a known list', () => {
  it('leaves a query string without message or error alone', () => {
    expect(takeFlash('')).toBeNull();
    expect(takeFlash('?city=Laval')).toBeNull();
  });

  it('takes a known message out and keeps the other parameters', () => {
    expect(takeFlash('?city=Laval&message=sessionExpired&verified=true')).toEqual({
      flash: { tone: 'info', code: 'sessionExpired' },
      search: '?city=Laval&verified=true',
    });
  });

  it('takes a known error out', () => {
    expect(takeFlash('?error=linkExpired')).toEqual({ flash: { tone: 'error', code: 'linkExpired' }, search: '' });
  });

  it('shows only the error when both are known, and removes both', () => {
    expect(takeFlash('?message=loggedIn&error=linkInvalid')).toEqual({
      flash: { tone: 'error', code: 'linkInvalid' },
      search: '',
    });
  });

  it('shows no words of the link: an unknown code or a sentence is removed and shows nothing', () => {
    for (const query of [
      '?message=Appelez+le+soutien+au+514-555-0123',
      '?error=Your+account+is+locked.+Call+1-800-555-0199',
      '?message=constructor',
      '?message=__proto__',
      '?error=sessionExpired',
      '?message=linkExpired',
      '?message=&a=1',
    ]) {
      expect(takeFlash(query)?.flash, query).toBeNull();
    }
    expect(takeFlash('?message=Bienvenue&a=1')?.search).toBe('?a=1');
  });

  it('writes a link with a known code', () => {
    expect(withFlash('/login', 'message', 'sessionExpired')).toBe('/login?message=sessionExpired');
  });
});
