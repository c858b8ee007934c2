// Quebec typography for what Intl formats: it writes « 17 h 00 » and “9:00 a.m.” with breakable
// spaces, and a negative amount with a hyphen. A line must never break inside a time or an amount.

const noBreak = '\u00a0';

/** Every time inside `text` (« 17 h 00 », « 3 h 21 », “9:00 a.m.”) held together by no-break spaces. */
export function tieTimes(text: string): string {
  return text
    .replace(/(\d) h (?=\d)/g, `$1${noBreak}h${noBreak}`)
    .replace(/(\d) h\b/g, `$1${noBreak}h`)
    .replace(/(\d) (?=[ap]\.m\.)/g, `$1${noBreak}`);
}

/** An amount as Intl formats it, with no breakable space and a true minus sign (−16,80 $, −$16.80). */
export function tieAmount(text: string): string {
  return text.replace(/ /g, noBreak).replace(/^-/, '\u2212');
}
