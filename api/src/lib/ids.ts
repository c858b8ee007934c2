import { randomFillSync } from 'node:crypto';

// Crockford base32, lower case: no i, l, o or u to misread, and the alphabet is in ASCII order,
// so comparing two ids as strings compares the numbers they encode.
const alphabet = '0123456789abcdefghjkmnpqrstvwxyz';
const timeChars = 10; // 48 bits of milliseconds
const maxTime = 2 ** 48 - 1;
const prefixPattern = /^[a-z][a-z0-9]{0,15}$/;

/**
 * A new id such as `mail_01jd5x3m9q4r7k2v8w6n0p1s3t`: the prefix says what it identifies (in
 * logs, support requests, URLs), then a 48-bit millisecond timestamp and 80 random bits in
 * Crockford base32. Ids made in different milliseconds sort as strings in creation order, so a
 * primary key index also serves "newest first" and cursors. Within one millisecond a process
 * counts up from the previous id's random part, so its ids still sort in creation order (two
 * mails queued in the same millisecond list newest first); ids from different processes in the
 * same millisecond interleave at random. Ids are not secrets (anything secret comes from
 * randomBytes), so counting within a millisecond gives nothing away.
 */
export function newId(prefix: string, now: number = Date.now()): string {
  if (!prefixPattern.test(prefix)) throw new Error(`Invalid id prefix "${prefix}": a-z then a-z0-9, at most 16 characters`);
  if (!Number.isInteger(now) || now < 0 || now > maxTime) throw new Error(`Id time out of range: ${now}`);
  return `${prefix}_${encodeTime(now)}${nextRandom(now)}`;
}

/** When an id from newId was made (milliseconds since the epoch), or undefined if it is not one. */
export function idTime(id: string): number | undefined {
  const match = /^[a-z][a-z0-9]{0,15}_([0-9a-hjkmnp-tv-z]{26})$/.exec(id);
  if (!match?.[1]) return undefined;
  let time = 0;
  for (const char of match[1].slice(0, timeChars)) time = time * 32 + alphabet.indexOf(char);
  return time <= maxTime ? time : undefined;
}

function encodeTime(time: number): string {
  let out = '';
  let rest = time;
  for (let i = 0; i < timeChars; i++) {
    out = alphabet.charAt(rest % 32) + out;
    rest = Math.floor(rest / 32);
  }
  return out;
}

// Random bytes are drawn 4 KiB at a time: one system call per ~400 ids instead of one per id
// (a booking makes a dozen ids). Each byte is used once.
const pool = Buffer.alloc(4096);
let poolOffset = pool.length;

function nextRandomBytes(): Buffer {
  if (poolOffset + 10 > pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  poolOffset += 10;
  return pool.subarray(poolOffset - 10, poolOffset);
}

const half = 2 ** 40;
// The last id's time and its random part as two 40-bit halves (exact in doubles).
const last = { time: -1, high: 0, low: 0 };

/**
 * 80 bits as 16 base32 characters: fresh random bits in a new millisecond, the previous value
 * plus one in the same millisecond. A clock that steps back (a test's clock, NTP) starts afresh
 * rather than stamping ids with a time that is not theirs. Should the count ever run past 80
 * bits, it starts afresh too: ids stay unique, only their order within that millisecond is lost.
 */
function nextRandom(now: number): string {
  if (now === last.time && !(last.low === half - 1 && last.high === half - 1)) {
    last.low += 1;
    if (last.low === half) {
      last.low = 0;
      last.high += 1;
    }
  } else {
    const bytes = nextRandomBytes();
    last.time = now;
    last.high = bytes.readUIntBE(0, 5);
    last.low = bytes.readUIntBE(5, 5);
  }
  return encode40(last.high) + encode40(last.low);
}

function encode40(value: number): string {
  let out = '';
  let rest = value;
  for (let i = 0; i < 8; i++) {
    out = alphabet.charAt(rest % 32) + out;
    rest = Math.floor(rest / 32);
  }
  return out;
}
