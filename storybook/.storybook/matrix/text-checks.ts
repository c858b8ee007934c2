import type { Locale } from '@propre/widgets/provider';

type Messages = { [key: string]: string | Messages };

// The shared namespaces, and each entry's own texts beside it (`<entry>/texts/<locale>.json`).
const catalogFiles = import.meta.glob<Messages>(
  ['../../../widgets/src/i18n/locales/*/*.json', '../../../widgets/src/*/texts/*.json'],
  {
    eager: true,
    import: 'default',
  },
);
// The stories' API data: a cleaner's skills or a message's subject are the API's words, not the widget's.
const fixtureModules = import.meta.glob<Record<string, unknown>>('../../../widgets/src/story-support/fixtures/*.ts', {
  eager: true,
});

function dataTexts(): Set<string> {
  const texts = new Set<string>();
  const walk = (value: unknown, depth: number) => {
    if (typeof value === 'string') texts.add(value.trim());
    else if (value && typeof value === 'object' && depth < 8) for (const inner of Object.values(value)) walk(inner, depth + 1);
  };
  for (const module of Object.values(fixtureModules)) walk(module, 0);
  return texts;
}

/** Montréal and Montreal, Québec and Quebec: one name in two spellings, not a missing translation. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

function valuesOf(messages: Messages, into: Set<string>): Set<string> {
  for (const value of Object.values(messages)) {
    if (typeof value === 'string') into.add(value.trim());
    else valuesOf(value, into);
  }
  return into;
}

function catalogTexts(locale: Locale): Set<string> {
  const texts = new Set<string>();
  for (const [file, messages] of Object.entries(catalogFiles))
    if (file.includes(`/locales/${locale}/`) || file.endsWith(`/texts/${locale}.json`)) valuesOf(messages, texts);
  return texts;
}

/**
 * The bundled messages that exist in one language only (a text the two catalogues share, such as
 * "Email" or "OK", proves nothing), without placeholders or markup, which never show as written.
 */
export function foreignTexts(shown: Locale): Set<string> {
  const other: Locale = shown === 'fr' ? 'en' : 'fr';
  const own = new Set([...catalogTexts(shown)].map(folded));
  const data = dataTexts();
  const foreign = new Set<string>();
  for (const text of catalogTexts(other)) {
    if (text.length < 3 || own.has(folded(text)) || data.has(text) || /\{\{|<\w+>|\$t\(/.test(text)) continue;
    foreign.add(text);
  }
  return foreign;
}

const namingAttributes = ['aria-label', 'placeholder', 'title', 'alt', 'aria-description', 'aria-valuetext'];

/**
 * Left out: a toast's words (worded when it was shown, and gone seconds later) and text marked
 * as another language (`lang`, e.g. the link to the French terms in the English form).
 */
const exempt = (element: Element, rootLang: string | null) =>
  element.closest('[data-part="toastTitle"], [data-part="toastDescription"]') !== null ||
  (element.closest('[lang]')?.getAttribute('lang') ?? rootLang) !== rootLang;

/**
 * Texts of the other language in the page: a message the widget did not translate (a French
 * string written in the component, or a key missing in one catalogue that fell back to French).
 */
export function findForeignTexts(root: Element, shown: Locale, foreign: Set<string>): string[] {
  const found = new Set<string>();
  const rootLang = root.querySelector('.propre-root')?.getAttribute('lang') ?? null;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node instanceof Element ? node : node.parentElement;
    if (element && exempt(element, rootLang)) continue;
    if (node instanceof Element) {
      for (const name of namingAttributes) {
        const value = node.getAttribute(name)?.trim();
        if (value && foreign.has(value)) found.add(`${name}="${value}"`);
      }
      continue;
    }
    const text = node.textContent?.trim();
    if (text && foreign.has(text)) found.add(`"${text}"`);
  }
  return [...found].map((text) => `${text} is a ${shown === 'fr' ? 'English' : 'French'} message shown in ${shown}`);
}

const hidden = (style: CSSStyleDeclaration) => style.display === 'none' || style.visibility === 'hidden';

/**
 * Text wider than its box: a label cut off or spilling out of its button once translated. Only
 * elements that hold text themselves are measured; scroll areas, ellipsis on purpose, inline
 * boxes (they wrap), visually hidden text and SVG text are left out.
 */
export function findOverflowingTexts(root: Element): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    // SVG text is drawn at its coordinates, not laid out in a box it could spill out of.
    if (!(element instanceof HTMLElement)) continue;
    if (!hasOwnText(element) || element.clientWidth <= 1) continue;
    if (element.scrollWidth <= element.clientWidth + 1) continue;
    const style = getComputedStyle(element);
    if (hidden(style) || style.display === 'inline' || style.display === 'contents') continue;
    if (
      style.textOverflow === 'ellipsis' ||
      /auto|scroll/.test(style.overflowX) ||
      (style.position === 'absolute' && style.clip !== 'auto')
    )
      continue;
    found.push(
      `"${element.textContent?.trim().slice(0, 60)}" overflows its ${element.tagName.toLowerCase()} (${element.scrollWidth} px in ${element.clientWidth} px)`,
    );
  }
  return found;
}

function hasOwnText(element: Element): boolean {
  for (const child of element.childNodes) if (child.nodeType === Node.TEXT_NODE && child.textContent?.trim()) return true;
  return false;
}
