/**
 * Numbers written out in French or English, compounds included, as digit groups:
 * "cinq cent quatorze cinq cent cinquante-cinq zéro cent vingt-trois" → "514 555 0 123",
 * "five one four" → "5 1 4". Used by the phone filter (phone.ts): a number written in words is
 * read as the digits a person would dial.
 */

const units: Record<string, number> = {
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  six: 6,
  sept: 7,
  huit: 8,
  neuf: 9,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  seven: 7,
  eight: 8,
  nine: 9,
};
const teens: Record<string, number> = {
  dix: 10,
  onze: 11,
  douze: 12,
  treize: 13,
  quatorze: 14,
  quinze: 15,
  seize: 16,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const tens: Record<string, number> = {
  vingt: 20,
  vingts: 20,
  trente: 30,
  quarante: 40,
  cinquante: 50,
  soixante: 60,
  septante: 70,
  huitante: 80,
  octante: 80,
  nonante: 90,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const zeros = new Set(['zéro', 'zero', 'oh']);
const hundreds = new Set(['cent', 'cents', 'hundred']);
const joins = new Set(['et', 'and']);

/** Whether a word (lower case) is part of a number written out ("et" and "and" only inside one). */
export function isNumberWord(word: string): boolean {
  return startsNumber(word) || joins.has(word);
}

/** Whether a word (lower case) can begin a number written out. */
export function startsNumber(word: string): boolean {
  return word in units || word in teens || word in tens || zeros.has(word) || hundreds.has(word);
}

// 'teen' means the last word was « dix », which « sept », « huit », « neuf » complete (17–19, 77–79, 97–99).
type Stage = 'none' | 'unit' | 'teen' | 'tens' | 'hundreds' | 'done';

/**
 * The numbers that a run of number words spells, in order. A word that cannot continue the
 * number being read starts the next one: "cinq cent quatorze cinq" is 514 then 5; "quatre-vingt-dix-sept" is 97.
 */
export function numbersOf(words: readonly string[]): number[] {
  const out: number[] = [];
  let value = 0;
  let stage: Stage = 'none';
  const emit = () => {
    if (stage !== 'none') out.push(value);
    value = 0;
    stage = 'none';
  };
  for (const word of words) {
    if (zeros.has(word)) {
      emit();
      out.push(0);
    } else if (word in units) {
      const unit = units[word] as number;
      if (stage === 'teen' && unit >= 7) {
        value += unit; // dix-sept, dix-huit, dix-neuf
        stage = 'done';
      } else if (stage === 'tens' || stage === 'hundreds') {
        value += unit;
        stage = 'done';
      } else {
        emit();
        value = unit;
        stage = 'unit';
      }
    } else if (word in teens) {
      const teen = teens[word] as number;
      // French 70–79 and 90–99: soixante-dix, quatre-vingt-onze.
      const frenchTens = stage === 'tens' && (value % 100 === 60 || value % 100 === 80);
      if (stage === 'hundreds' || frenchTens) {
        value += teen;
        stage = teen === 10 ? 'teen' : 'done';
      } else {
        emit();
        value = teen;
        stage = teen === 10 ? 'teen' : 'done';
      }
    } else if (word in tens) {
      const ten = tens[word] as number;
      if (stage === 'unit' && value === 4 && ten === 20) {
        value = 80; // quatre-vingt
        stage = 'tens';
      } else if (stage === 'hundreds') {
        value += ten;
        stage = 'tens';
      } else {
        emit();
        value = ten;
        stage = 'tens';
      }
    } else if (hundreds.has(word)) {
      if (stage === 'unit') {
        value *= 100;
      } else {
        emit();
        value = 100;
      }
      stage = 'hundreds';
    }
    // "et", "and": the glue of "vingt et un", "one hundred and five"; nothing to add.
  }
  emit();
  return out;
}
