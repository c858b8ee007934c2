import { describe, expect, it } from 'vitest';
import { takeFlash } from './flash.ts';

describe('takeFlash', () => {
  it('leaves a query string without message or error alone', () => {
    expect(takeFlash('')).toBeNull();
    expect(takeFlash('?city=Laval')).toBeNull();
  });

  it('takes a message out and keeps the other parameters', () => {
    expect(takeFlash('?city=Laval&message=Bienvenue%20!&verified=true')).toEqual({
      flash: { tone: 'info', text: 'Bienvenue !' },
      search: '?city=Laval&verified=true',
    });
  });

  it('takes an error out', () => {
    expect(takeFlash('?error=Lien+expir%C3%A9')).toEqual({ flash: { tone: 'error', text: 'Lien expiré' }, search: '' });
  });

  it('shows only the error when both are given, and removes both', () => {
    expect(takeFlash('?message=ok&error=non')).toEqual({ flash: { tone: 'error', text: 'non' }, search: '' });
  });

  it('removes an empty value without showing anything', () => {
    expect(takeFlash('?message=&a=1')).toEqual({ flash: null, search: '?a=1' });
  });

  it('shortens a very long value', () => {
    expect(takeFlash(`?message=${'a'.repeat(1000)}`)?.flash?.text).toHaveLength(300);
  });
});
