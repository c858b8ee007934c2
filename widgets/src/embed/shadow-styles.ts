/**
 * Stylesheets adopted by each widget's shadow root: the host's rules, the shared base and the
 * entry's own CSS (texts built by scripts/build-embed.ts, `rem` turned into `--propre-rem`). One
 * sheet per text and per runtime, shared by every widget of the page; constructed stylesheets
 * need no `style-src 'unsafe-inline'` from the partner's Content-Security-Policy.
 */
export function createSheets() {
  const sheets = new Map<string, CSSStyleSheet>();
  return (...texts: string[]): CSSStyleSheet[] =>
    texts.map((text) => {
      let sheet = sheets.get(text);
      if (!sheet) {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(text);
        sheets.set(text, sheet);
      }
      return sheet;
    });
}

/** The reader's default font size (`medium` on the host), in px, for `--propre-rem`. */
export function readerFontSize(host: Element): string {
  const size = Number.parseFloat(getComputedStyle(host).fontSize);
  return Number.isFinite(size) && size > 0 ? `${size}px` : '16px';
}
