/**
 * Canadian postal codes (spec §5: A1A 1A1), as the contract's `PostalCode` has them: D, F, I, O,
 * Q and U never appear, W and Z never first; a property's must also be in Quebec (G, H or J).
 * Checked here so the person sees the rule beside the field before anything is sent.
 */
const canadian = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i;
/** Anything shaped like a postal code (letter digit letter, digit letter digit), right or wrong. */
const shaped = /(?:^|[\s,])([A-Z]\d[A-Z])[\s-]?(\d[A-Z]\d)\s*$/i;

export type PostalCodeProblem = 'format' | 'quebec';

/** `h2x1k4` → `H2X 1K4`. */
export function normalizePostalCode(value: string): string {
  const compact = value.replace(/[\s-]/g, '').toUpperCase();
  return compact.length === 6 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : value.trim().toUpperCase();
}

/** What is wrong with a postal code typed alone, or null when it is a Quebec one. */
export function postalCodeProblem(value: string): PostalCodeProblem | null {
  const normalized = normalizePostalCode(value);
  if (!canadian.test(normalized)) return 'format';
  if (!/^[GHJ]/.test(normalized)) return 'quebec';
  return null;
}

/**
 * What is wrong with a postal code at the end of a typed address (`…, Montréal H2F 1K4`), or
 * null when there is none or it is a Quebec one. A code still being typed (`H2X 1`) is not judged.
 */
export function trailingPostalCodeProblem(address: string): PostalCodeProblem | null {
  const match = shaped.exec(address.trim());
  if (!match) return null;
  return postalCodeProblem(`${match[1]} ${match[2]}`);
}
