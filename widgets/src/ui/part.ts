import { useContext } from 'react';
import { PropreContext } from '../context/context.ts';
import type { PartName } from '../parts.ts';
import { cx } from '../theme/appearance.ts';

/** What a named part spreads onto its element: `{...part('payButton', { state: 'busy' })}`. */
export interface PartAttributes {
  'data-part': string;
  'data-state'?: string;
  className: string;
}

export interface PartOptions {
  /** `data-state`: what the part is showing (`loading`, `error`, `selected`…), for CSS and tests. */
  state?: string | false | null | undefined;
  /** A class of the caller's own, after ours and before the partner's. */
  className?: string | false | null | undefined;
}

export type PartFunction<Part extends string> = (part: Part, options?: PartOptions) => PartAttributes;

/** `payButton` → `pay-button`: the part's piece of its CSS class. */
function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** `cleaner-search` → `cleanerSearch`: the entry's prefix in part names. */
function camel(name: string): string {
  return name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/**
 * The name of an entry's part as `data-part` and `appearance.elements` know it: the entry, then
 * the part (`booking` + `payButton` → `bookingPayButton`); the shared primitives' parts (`ui`)
 * keep their own name (`button`).
 */
export function partName(entry: string, part: string): string {
  if (entry === 'ui') return part;
  return `${camel(entry)}${part.charAt(0).toUpperCase()}${part.slice(1)}`;
}

/** The part's class by the CSS convention: `.propre-<entry>__<part>`, `.propre-<part>` for `ui`. */
export function partClass(entry: string, part: string): string {
  return entry === 'ui' ? `propre-${kebab(part)}` : `propre-${entry}__${kebab(part)}`;
}

/**
 * The one way a widget names its parts: `const part = usePart<BookingPart>('booking')`, then
 * `<button {...part('payButton')}>`. Each part gets `data-part`, `data-state` when given, our
 * class and the partner's class from `appearance.elements` (the widget's appearance over the
 * provider's: both reach here through the context).
 */
export function usePart<Part extends string>(entry: string): PartFunction<Part> {
  const elements = useContext(PropreContext)?.appearance?.elements as Partial<Record<string, string>> | undefined;
  return (part, options) => {
    const name = partName(entry, part);
    const attributes: PartAttributes = {
      'data-part': name,
      className: cx(partClass(entry, part), options?.className, elements?.[name as PartName]),
    };
    if (options?.state) attributes['data-state'] = options.state;
    return attributes;
  };
}
