import { type PartName, partsByEntry } from '../parts.ts';
import { partName } from '../ui/part.ts';

/** The partner's class a story gives to a part: `partner-` and the part's name. */
export function partnerClass(name: string): string {
  return `partner-${name}`;
}

/**
 * An `appearance` whose `elements` name every part of `entry` and of the primitives, each with
 * `partnerClass(name)`: the Appearance story of each widget renders with it.
 */
export function everyPart(entry: keyof typeof partsByEntry): { elements: Partial<Record<PartName, string>> } {
  const elements: Record<string, string> = {};
  for (const source of [entry, 'ui'] as const) {
    for (const part of partsByEntry[source]) {
      const name = partName(source, part);
      elements[name] = partnerClass(name);
    }
  }
  return { elements: elements as Partial<Record<PartName, string>> };
}

/**
 * The parts under `root` that did not get the partner's class: each `[data-part]` must carry
 * `partner-<its part>`. An empty list means every rendered part honours `appearance.elements`.
 */
export function partsWithoutPartnerClass(root: ParentNode): string[] {
  const missing = new Set<string>();
  for (const element of root.querySelectorAll<HTMLElement>('[data-part]')) {
    const name = element.dataset.part as string;
    // The provider's portal (where dialogs open) takes the provider's appearance, not the widget's.
    if (name === 'portal') continue;
    if (!element.classList.contains(partnerClass(name))) missing.add(name);
  }
  return [...missing].sort();
}
