/**
 * The API's phone number filter: a message that holds one is refused
 * (`message_contains_phone_number`), and the chat warns about it before sending.
 *
 * Finds North American phone numbers in a message, however they are written: digits grouped
 * with spaces, dots, dashes, slashes or parentheses, with or without +1 / 1, letters standing
 * for digits (O for 0, I or l for 1), and digits spelled out in English or French words.
 *
 * A number is a run of digits whose separators are short punctuation; it is a phone number when
 * it has 10 digits (11 with a leading 1) that form a valid NANP number (area code and exchange
 * start with 2–9) and its groups break where a phone number's do (3-3-4, or finer: spelled
 * digits come one at a time), or 7 digits grouped 3-4 (a local number). Groups may be
 * separated by commas, stars or long runs of spaces as well (issue 21, finding 6). Other runs of digits —
 * prices, dates, times, addresses, postal codes, quantities — do not have that shape.
 */

const words: Record<string, string> = {
  zero: '0',
  oh: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  zéro: '0',
  un: '1',
  une: '1',
  deux: '2',
  trois: '3',
  quatre: '4',
  cinq: '5',
  sept: '7',
  huit: '8',
  neuf: '9',
};
const wordPattern = new RegExp(`(?<!\\p{L})(${Object.keys(words).join('|')})(?!\\p{L})`, 'giu');
// Letters that stand for digits only when they touch a digit: "5I4", "l234", "5O4".
const lookalikes: Record<string, string> = { o: '0', O: '0', i: '1', I: '1', l: '1' };
const lookalikePattern = /(?<=\d)[oOiIl]|[oOiIl](?=\d)/g;
// A digit, then any number of (up to 3 separator characters, a digit). Runs of white space
// are one space by then (see normalise), so "514     555     1234" is grouped like "514 555 1234";
// commas, stars and the like separate groups as dashes do ("514, 555, 1234", "514*555*1234").
const runPattern = /\d(?:[\s.,;:*#~|\\\-–—‒()/_+]{0,3}\d)*/g;

function normalise(text: string): string {
  let out = text.normalize('NFKC').replace(/\s+/g, ' ');
  out = out.replace(wordPattern, (word) => words[word.toLowerCase()] ?? word);
  // Twice: "5Il4" has two letters in a row, the second touching a digit only after the first.
  for (let i = 0; i < 2; i++) out = out.replace(lookalikePattern, (c) => lookalikes[c] ?? c);
  return out;
}

/** Cumulative digit counts at which the run's groups end. */
function groupEnds(run: string): { digits: string; ends: Set<number> } {
  let digits = '';
  const ends = new Set<number>();
  let previousWasDigit = false;
  for (const char of run) {
    if (char >= '0' && char <= '9') {
      digits += char;
      previousWasDigit = true;
    } else {
      if (previousWasDigit) ends.add(digits.length);
      previousWasDigit = false;
    }
  }
  ends.add(digits.length);
  return { digits, ends };
}

const nanp = (ten: string) => /^[2-9]\d{2}[2-9]\d{6}$/.test(ten);
const breaksAt = (ends: Set<number>, points: number[]) => points.every((p) => ends.has(p));

function isPhone(run: string): boolean {
  const { digits, ends } = groupEnds(run);
  const single = ends.size === 1;
  if (digits.length === 10) return nanp(digits) && (single || breaksAt(ends, [3, 6]));
  if (digits.length === 11 && digits.startsWith('1')) {
    return nanp(digits.slice(1)) && (single || breaksAt(ends, [1, 4, 7]) || breaksAt(ends, [4, 7]));
  }
  // Not across a comma: "Appartement 305, 1234 rue Sherbrooke" is an address.
  if (digits.length === 7) return /^[2-9]/.test(digits) && !single && breaksAt(ends, [3]) && !run.includes(',');
  return false;
}

/** True when the text holds a phone number (see above). */
export function containsPhoneNumber(text: string): boolean {
  for (const match of normalise(text).matchAll(runPattern)) if (isPhone(match[0])) return true;
  return false;
}
