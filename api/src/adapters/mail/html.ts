/** HTML that is already safe to insert as is: markup from the html tag, never raw input. */
export class SafeHtml {
  readonly value: string;
  constructor(value: string) {
    this.value = value;
  }
  toString(): string {
    return this.value;
  }
}

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for an HTML element or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => entities[char] ?? char);
}

/**
 * Tagged template for email HTML: every interpolated value is escaped unless it is itself
 * SafeHtml, so a template cannot forget to escape a variable. null, undefined and false render
 * nothing (for `${condition && html`…`}`); arrays render each item.
 */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0] ?? '';
  for (let i = 0; i < values.length; i++) out += toHtml(values[i]) + (strings[i + 1] ?? '');
  return new SafeHtml(out);
}

function toHtml(value: unknown): string {
  if (value instanceof SafeHtml) return value.value;
  if (value === null || value === undefined || value === false) return '';
  if (Array.isArray(value)) return value.map(toHtml).join('');
  return escapeHtml(String(value));
}
