// The password rule the API judges with (api accounts/passwords.ts), and the strength meter's guide.
import { describe, expect, it } from 'vitest';
import { passwordProblem, passwordStrength } from './password.ts';

describe('passwordProblem', () => {
  it.each([
    ['', 'required'],
    ['court12', 'tooShort'],
    ['x'.repeat(129), 'tooLong'],
    ['Password123', 'tooCommon'],
    ['motdepasse', 'tooCommon'],
    ['zzzzzzzzzz', 'tooCommon'],
    ['lea.gagnon', 'sameAsName'],
    ['Lea.Gagnon@Exemple.ca', 'sameAsName'],
  ])('refuses %j: %s', (password, problem) => {
    expect(passwordProblem(password, ['lea.gagnon', 'lea.gagnon@exemple.ca'])).toBe(problem);
  });

  it('refuses the part of an email before the @, whichever name it comes from', () => {
    expect(passwordProblem('marie.tremblay', ['mt2026', 'marie.tremblay@exemple.ca'])).toBe('sameAsName');
  });

  it('takes any other password of 8 to 128 characters, without composition rules', () => {
    for (const password of ['ma maison est propre', `${'x'.repeat(7)}y`, `${'é'.repeat(4)}àçüö`, `${'y'.repeat(127)}z`])
      expect(passwordProblem(password, ['lea.gagnon'])).toBeNull();
  });
});

describe('passwordStrength', () => {
  it('is weak for a password the API refuses, and grows with length and kinds of characters', () => {
    expect(passwordStrength('motdepasse')).toBe('weak');
    expect(passwordStrength('abcdefgh')).toBe('weak');
    expect(passwordStrength('abcdefghijkl')).toBe('fair');
    expect(passwordStrength('Abcdefghij-1')).toBe('good');
    expect(passwordStrength('Le chat dort 3 fois!')).toBe('strong');
  });
});
