// Deliberately plain: one @, no spaces, a dot in the domain, each part within the RFC limits.
// Deliverability is proven by a confirmation mail, not by a cleverer pattern.
const emailShape =
  /^[^\s@<>()[\]\\,;:"]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** An address as the API keeps it: trimmed and lower-cased. */
export function normalEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

/** Whether the API takes `raw` as an email address (what it answers `invalid_email` to otherwise). */
export function isEmailAddress(raw: string): boolean {
  const email = normalEmail(raw);
  return email.length <= 254 && emailShape.test(email) && !/\.\.|@.*_/.test(email);
}
