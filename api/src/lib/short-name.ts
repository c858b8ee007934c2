/**
 * How a person is named on someone else's screen: first name and initial ("Marie T."), so a
 * review or a referral never publishes a full name. A deleted account says so.
 */
export function shortName(person: { fullName: string; deletedAt?: Date | null } | undefined): string {
  if (!person || person.deletedAt) return 'Compte supprimé';
  const words = person.fullName.trim().split(/\s+/);
  const first = words[0] ?? '';
  const last = words.length > 1 ? words.at(-1) : undefined;
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}
