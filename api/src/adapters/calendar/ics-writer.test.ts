import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, utcStamp, writeIcs } from './ics-writer.ts';

describe('iCalendar writer', () => {
  it('folds at 75 octets without cutting a UTF-8 character, and unfolds to the original', () => {
    const line = `SUMMARY:${'é'.repeat(40)}${'🧽'.repeat(20)}fin`;
    const folded = foldLine(line);
    expect(folded.endsWith('\r\n')).toBe(true);
    const physical = folded.slice(0, -2).split('\r\n');
    expect(physical.length).toBeGreaterThan(2);
    for (const [i, part] of physical.entries()) {
      expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
      if (i > 0) expect(part.startsWith(' ')).toBe(true);
      expect(part).not.toContain('\uFFFD');
    }
    expect(physical.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
    expect(foldLine('VERSION:2.0')).toBe('VERSION:2.0\r\n');
  });

  it('escapes backslashes, semicolons, commas and newlines in text', () => {
    expect(escapeText('a\\b; c, d\ne\r\nf')).toBe('a\\\\b\\; c\\, d\\ne\\nf');
  });

  it('writes UTC stamps, all-day dates and text an iCalendar reader decodes back', () => {
    expect(utcStamp(new Date('2026-11-01T14:00:00.000Z'))).toBe('20261101T140000Z');
    const summary = 'Ménage; cuisine, salle de bain \\ entrée\nDeuxième ligne — très longue pour être pliée sur plusieurs lignes';
    const text = writeIcs(
      {
        name: 'Test',
        events: [
          { uid: 'a@propre.ca', summary, start: { date: '2026-11-01' }, end: { date: '2026-11-02' }, transparent: true },
          {
            uid: 'b@propre.ca',
            summary: 'Disponible — Propre',
            start: { instant: new Date('2026-11-01T14:00:00Z') },
            end: { instant: new Date('2026-11-01T17:00:00Z') },
            transparent: false,
          },
        ],
      },
      { prodId: '-//Propre//Test//FR', now: new Date('2026-10-01T00:00:00Z') },
    );
    expect(text).toContain('DTSTART;VALUE=DATE:20261101\r\n');
    expect(text).toContain('DTSTAMP:20261001T000000Z\r\n');
    const [allDay, timed] = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(allDay?.summary).toBe(summary);
    expect(allDay?.startDate.isDate).toBe(true);
    expect(timed?.startDate.toUnixTime()).toBe(Date.parse('2026-11-01T14:00:00Z') / 1000);
    expect(timed?.component.getFirstPropertyValue('transp')).toBe('OPAQUE');
  });
});
