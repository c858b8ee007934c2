/**
 * The API's phone number filter: a message that holds one is refused
 * (`message_contains_phone_number`), and the chat warns about it before sending.
 *
 * Finds North American phone numbers however they are written. The text is first brought to
 * plain digits: Unicode compatibility forms (NFKC), every script's decimal digits as 0–9,
 * numbers written out in French or English (compounds too: « cinq cent quatorze »), and letters
 * standing for digits beside one (O for 0, I or l for 1). It is then read as runs of digit
 * groups joined by short separators (up to three characters that are neither letters nor
 * digits: spaces, dashes, dots, %, …).
 *
 * Any stretch of whole groups in a run is a phone number when it holds a valid NANP number
 * (area code and exchange start with 2–9), 10 digits or 11 with a leading 1, and
 *  - its groups break where a phone number's do (3-3-4, or finer), or
 *  - it is cut in groups of at most 5 digits by one same separator (« 514 55 50 123 »);
 * a single group of more digits holds one when any 10 of them in a row do. Seven digits grouped
 * 3-4 (a local number) count too. Prices, dates, times, addresses and order numbers do not have
 * these shapes: their groups break elsewhere, mix separators, or start with 0 or 1.
 */
import { isNumberWord, numbersOf, startsNumber } from './number-words.ts';

// Letters that stand for digits only when they touch a digit: "5I4", "l234", "5O4".
const lookalikes: Record<string, string> = { o: '0', O: '0', i: '1', I: '1', l: '1' };
const lookalikePattern = /(?<=\d)[oOiIl]|[oOiIl](?=\d)/g;
const wordOrGap = /(\p{L}+)|([^\p{L}]+)/gu;

/** A decimal digit of any script as 0–9: digits come in blocks of ten from that script's zero. */
function asciiDigit(char: string): string {
  let zero = char.codePointAt(0) as number;
  let steps = 0;
  while (steps < 9 && /\p{Nd}/u.test(String.fromCodePoint(zero - 1))) {
    zero -= 1;
    steps += 1;
  }
  return String(steps % 10);
}

/** Numbers written out become digit groups; the rest of the text stays as it is. */
function spelledAsDigits(text: string): string {
  const pieces = [...text.matchAll(wordOrGap)].map((m) => ({ word: m[1]?.toLowerCase(), text: m[0] }));
  let out = '';
  let i = 0;
  while (i < pieces.length) {
    const piece = pieces[i] as (typeof pieces)[number];
    if (!piece.word || !startsNumber(piece.word)) {
      out += piece.text;
      i += 1;
      continue;
    }
    // A run of number words joined by spaces or hyphens: "quatre-vingt-dix-sept", "five one four".
    const words: string[] = [];
    let end = i;
    while (end < pieces.length) {
      const word = pieces[end]?.word;
      if (!word || !isNumberWord(word)) break;
      words.push(word);
      const gap = pieces[end + 1];
      const next = pieces[end + 2]?.word;
      if (!gap || gap.word || !/^[\s-]+$/.test(gap.text) || !next || !isNumberWord(next)) break;
      end += 2;
    }
    out += numbersOf(words).join(' ');
    i = end + 1;
  }
  return out;
}

function normalise(text: string): string {
  let out = text.normalize('NFKC').replace(/\p{Nd}/gu, (digit) => (digit >= '0' && digit <= '9' ? digit : asciiDigit(digit)));
  out = spelledAsDigits(out.replace(/\s+/g, ' '));
  // Twice: "5Il4" has two letters in a row, the second touching a digit only after the first.
  for (let i = 0; i < 2; i++) out = out.replace(lookalikePattern, (c) => lookalikes[c] ?? c);
  return out;
}

interface Run {
  groups: string[];
  /** separators[i] stands between groups[i] and groups[i + 1]. */
  separators: string[];
}

// A digit group, then any number of (1 to 3 characters that are neither letters nor digits, a group).
const runPattern = /\d+(?:[^\p{L}\d]{1,3}\d+)*/gu;

function runsOf(text: string): Run[] {
  return [...text.matchAll(runPattern)].map(([run]) => ({
    groups: run.match(/\d+/g) ?? [],
    separators: run.match(/[^\d]+/g) ?? [],
  }));
}

const nanp = (ten: string) => /^[2-9]\d{2}[2-9]\d{6}$/.test(ten);

/** The digit counts at which the groups of a stretch end. */
function ends(groups: readonly string[]): Set<number> {
  const out = new Set<number>();
  let count = 0;
  for (const group of groups) {
    count += group.length;
    out.add(count);
  }
  return out;
}

const breaksAt = (at: Set<number>, points: number[]) => points.every((p) => at.has(p));

/** Whether groups `groups`, joined by `separators`, make a phone number. */
function isPhone(groups: readonly string[], separators: readonly string[]): boolean {
  const digits = groups.join('');
  const at = ends(groups);
  const single = groups.length === 1;
  // Cut in small groups by one separator throughout: « 514 55 50 123 », « 51-45-55-01-23 ».
  const evenlyCut = !single && groups.every((g) => g.length <= 5) && new Set(separators.map((s) => s.trim() || ' ')).size === 1;
  if (digits.length === 10) return nanp(digits) && (single || breaksAt(at, [3, 6]) || evenlyCut);
  if (digits.length === 11 && digits.startsWith('1')) {
    return nanp(digits.slice(1)) && (single || breaksAt(at, [1, 4, 7]) || breaksAt(at, [4, 7]) || evenlyCut);
  }
  // Not across a comma: "Appartement 305, 1234 rue Sherbrooke" is an address.
  if (digits.length === 7)
    return /^[2-9]/.test(digits) && !single && breaksAt(at, [3]) && !separators.some((s) => s.includes(','));
  return false;
}

/** A run holds a phone number in a stretch of its whole groups, or inside one long group. */
function holdsPhone(run: Run): boolean {
  const { groups, separators } = run;
  for (const group of groups) {
    if (group.length < 11) continue;
    for (let start = 0; start + 10 <= group.length; start++) if (nanp(group.slice(start, start + 10))) return true;
  }
  for (let first = 0; first < groups.length; first++) {
    let digits = 0;
    for (let last = first; last < groups.length && digits <= 11; last++) {
      digits += (groups[last] as string).length;
      if (isPhone(groups.slice(first, last + 1), separators.slice(first, last))) return true;
    }
  }
  return false;
}

/** True when the text holds a phone number (see above). */
export function containsPhoneNumber(text: string): boolean {
  return runsOf(normalise(text)).some(holdsPhone);
}
