/**
 * The partners' documentation cannot drift from the widgets: its reference is generated from
 * their source and committed; this fails when the committed file is stale, and when the embed's
 * code reads an attribute or sends an event the reference does not list.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { partsByEntry } from '../../../widgets/src/parts.ts';
import { widgetsReference as committed } from '../../src/plugins/web/partner-docs/generated/widgets-reference.ts';
import { renderWidgetsReference, widgetsReference } from './widgets-reference.ts';

const embedDir = new URL('../../../widgets/src/embed/', import.meta.url);
const embedSources = () =>
  readdirSync(embedDir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.(test|stories)\.tsx?$/.test(f))
    .map((f) => ({ file: f, text: readFileSync(new URL(f, embedDir), 'utf8') }));

describe('the partners’ documentation’s reference of the widgets', () => {
  it('is up to date with the widgets’ source (pnpm --filter @propre/api partners:doc)', () => {
    const file = readFileSync(
      new URL('../../src/plugins/web/partner-docs/generated/widgets-reference.ts', import.meta.url),
      'utf8',
    );
    expect(file).toBe(renderWidgetsReference());
  });

  it('lists every data- attribute the loader and the attribute reader look at', () => {
    const documented = committed.attributes.map((a) => a.name);
    const read = new Set<string>();
    for (const { file, text } of embedSources()) {
      // The element's and the script tag's dataset; `data.` is the dataset only in the attribute reader.
      const pattern = file === 'attributes.ts' ? /\b(?:dataset|data)\.(\w+)/g : /\bdataset\.(\w+)/g;
      for (const match of text.matchAll(pattern))
        read.add(`data-${(match[1] as string).replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`);
      for (const match of text.matchAll(/\[(data-[a-z-]+)\]/g)) read.add(match[1] as string);
    }
    expect(read.size).toBeGreaterThanOrEqual(7);
    for (const name of read) expect(documented, name).toContain(name);
  });

  it('lists every event the embed sends on the page', () => {
    const documented = committed.events.map((e) => e.name);
    const sent = new Set<string>();
    for (const { file, text } of embedSources()) {
      // The sign-in window's message type is a postMessage between our two windows, not a page event.
      if (file === 'sign-in-protocol.ts') continue;
      for (const match of text.matchAll(/'(propre:[a-z-]+)'/g)) sent.add(match[1] as string);
    }
    expect([...sent].sort()).toEqual([...documented].sort());
  });

  it('lists every entry’s parts, and each with its full name', () => {
    const reference = widgetsReference();
    expect(reference.parts.map((p) => p.entry)).toEqual(Object.keys(partsByEntry));
    const booking = reference.parts.find((p) => p.entry === 'booking');
    expect(booking?.names).toContain('bookingRoot');
    expect(reference.parts.find((p) => p.entry === 'cleaner-search')?.names.every((n) => n.startsWith('cleanerSearch'))).toBe(
      true,
    );
    expect(reference.parts.reduce((sum, p) => sum + p.names.length, 0)).toBe(
      Object.values(partsByEntry).reduce((sum, names) => sum + names.length, 0),
    );
  });
});
