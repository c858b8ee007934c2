import { describe, expect, it } from 'vitest';
import { isEmailAddress, normalEmail } from './email.ts';

describe('isEmailAddress: the API’s own email rule', () => {
  it.each(['marie@exemple.ca', '  Marie.Tremblay+menage@Exemple.QC.ca ', 'a@b.co', 'jean-luc@sous-domaine.exemple.com'])(
    'takes %j',
    (email) => expect(isEmailAddress(email)).toBe(true),
  );

  it.each([
    '',
    'marie',
    'marie@',
    '@exemple.ca',
    'marie@exemple',
    'marie exemple@exemple.ca',
    'marie@@exemple.ca',
    'marie..t@exemple.ca',
    'marie@exem_ple.ca',
    'marie@-exemple.ca',
    'marie@exemple.ca>',
    `${'a'.repeat(65)}@exemple.ca`,
    `marie@${'a'.repeat(250)}.ca`,
  ])('refuses %j', (email) => expect(isEmailAddress(email)).toBe(false));

  it('keeps an address trimmed and lower-cased', () => {
    expect(normalEmail('  Marie@Exemple.CA ')).toBe('marie@exemple.ca');
  });
});
