import type { CalendarDocument, CalendarEvent, EventTime } from './calendar-provider.ts';

/**
 * Writes an iCalendar document (RFC 5545) by hand: lines end with CRLF and are folded at 75
 * octets (never inside a UTF-8 character), TEXT values escape backslash, semicolon, comma and
 * newlines, timed values are UTC (`…Z`, so no VTIMEZONE is needed) and all-day values are
 * `VALUE=DATE`.
 */
export function writeIcs(calendar: CalendarDocument, options: { prodId: string; now: Date }): string {
  const lines: string[] = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${options.prodId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${escapeText(calendar.name)}`,
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    ...(calendar.description
      ? [`DESCRIPTION:${escapeText(calendar.description)}`, `X-WR-CALDESC:${escapeText(calendar.description)}`]
      : []),
    // Hints for subscribers (RFC 7986 and Google's/Outlook's own): poll about every hour.
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
  ];
  const stamp = utcStamp(options.now);
  for (const event of calendar.events) lines.push(...eventLines(event, stamp));
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('');
}

function eventLines(event: CalendarEvent, stamp: string): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${stamp}`,
    ...(event.updatedAt ? [`LAST-MODIFIED:${utcStamp(event.updatedAt)}`] : []),
    timeLine('DTSTART', event.start),
    timeLine('DTEND', event.end),
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    `TRANSP:${event.transparent ? 'TRANSPARENT' : 'OPAQUE'}`,
    'END:VEVENT',
  ];
}

function timeLine(name: string, time: EventTime): string {
  return 'date' in time ? `${name};VALUE=DATE:${time.date.replaceAll('-', '')}` : `${name}:${utcStamp(time.instant)}`;
}

/** `20261101T140000Z` */
export function utcStamp(instant: Date): string {
  return `${instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll('-', '')
    .replaceAll(':', '')}`;
}

/** Escapes a TEXT value (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replaceAll('\\', '\\\\')
    .replaceAll(';', '\\;')
    .replaceAll(',', '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const maxOctets = 75;

/**
 * Folds one content line (RFC 5545 §3.1): at most 75 octets per physical line, each
 * continuation starting with one space (which counts in its 75), cuts only between characters.
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > maxOctets) {
      out.push(current);
      current = ` ${char}`;
      octets = 1 + size;
    } else {
      current += char;
      octets += size;
    }
  }
  out.push(current);
  return `${out.join('\r\n')}\r\n`;
}
