// Canadian postal codes, as Canada Post defines them: letter digit letter, space, digit letter
// digit. D, F, I, O, Q and U never appear (they read like digits or other letters); W and Z
// never come first. Quebec's start with G (east), H (Montréal and Laval) or J (west and south).

const canadian = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/;
const quebecFirstLetters = new Set(['G', 'H', 'J']);

/** `h2x1k4` → `H2X 1K4`; no check. */
export function formatPostalCode(code: string): string {
  const compact = code.replaceAll(/[\s-]+/g, '').toUpperCase();
  return `${compact.slice(0, 3)} ${compact.slice(3)}`;
}

export type PostalCodeProblem = 'malformed' | 'outside_quebec';

/** Why a postal code cannot be a Quebec property's, or null when it can. */
export function postalCodeProblem(code: string): PostalCodeProblem | null {
  const formatted = formatPostalCode(code);
  if (!canadian.test(formatted)) return 'malformed';
  return quebecFirstLetters.has(formatted.charAt(0)) ? null : 'outside_quebec';
}

export const postalCodeMessages: Record<PostalCodeProblem, { fr: string; en: string }> = {
  malformed: {
    fr: 'Code postal invalide : format A1A 1A1, sans les lettres D, F, I, O, Q ou U, ni W ou Z en première position.',
    en: 'Invalid postal code: format A1A 1A1, without the letters D, F, I, O, Q or U, nor W or Z first.',
  },
  outside_quebec: {
    fr: 'Ce code postal n’est pas au Québec : les codes postaux du Québec commencent par G, H ou J.',
    en: 'This postal code is not in Quebec: Quebec postal codes start with G, H or J.',
  },
};
