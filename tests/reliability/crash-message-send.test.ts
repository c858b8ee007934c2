/**
 * Crash safety of sending messages (the message, its conversation's last activity, the
 * recipient's notification, all in one statement): the API process is SIGKILLed at a random
 * moment while both people of several conversations send, then restarted on the same database.
 * Afterwards every stored message is whole and stored once, every acknowledged one survived,
 * each has its notification, the unread counts people see match the messages they see, and
 * the API takes messages again. A sender whose call died looks before sending again (sending
 * has no Idempotency-Key), so every text ends up in its conversation exactly once.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  type ApiProcess,
  call,
  clientWithProperty,
  confirmedBooking,
  daysAhead,
  listedCleaner,
  type Session,
  startApi,
} from '../support/api-process.ts';
import { useCrashDatabase } from '../support/crash-database.ts';

let api: ApiProcess | undefined;
const rounds = 3;
const perRound = 64;
// Far above anyone's typing speed: the burst must reach the database, not the per-person limit.
const env = { MESSAGE_RATE_LIMIT: '100000' };

const crash = useCrashDatabase(() => api);

const rows = <T>(sql: string, params: unknown[] = []) => crash.rows<T>(sql, params);

interface Conversation {
  bookingId: string;
  client: Session;
  cleaner: Session;
}
interface Sent {
  text: string;
  bookingId: string;
  sender: Session;
}
interface MessageDto {
  id: string;
  senderId: string;
  recipientId: string;
  text: string;
  readAt: string | null;
}

/** A unique word without digits: digits in a row could read as a phone number, which is refused. */
const tag = () =>
  randomBytes(12)
    .toString('base64')
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 12);

/** What must hold after any crash, read from the database. */
async function invariants(texts: Map<string, string>): Promise<string[]> {
  const problems: string[] = [];
  const strangers = await rows(
    `select m.id from message m join booking b on b.id = m.booking_id
      where not exists (select 1 from conversation c where c.booking_id = m.booking_id)
         or m.sender_id = m.recipient_id
         or m.sender_id not in (b.client_id, b.cleaner_id) or m.recipient_id not in (b.client_id, b.cleaner_id)`,
  );
  if (strangers.length > 0) problems.push(`messages outside their conversation's two people: ${JSON.stringify(strangers)}`);
  const stored = await rows<{ id: string; text: string }>('select id, text from message');
  const unknown = stored.filter((m) => !texts.has(m.text));
  if (unknown.length > 0) problems.push(`messages whose text nobody sent (cut or mixed): ${JSON.stringify(unknown)}`);
  const twice = await rows('select text, count(*)::int as n from message group by text having count(*) > 1');
  if (twice.length > 0) problems.push(`texts stored more than once: ${JSON.stringify(twice)}`);
  const unnotified = await rows(
    `select m.id from message m
      where (select count(*) from notification n
              where n.kind = 'message' and n.data->>'messageId' = m.id and n.user_id = m.recipient_id) <> 1`,
  );
  if (unnotified.length > 0) problems.push(`messages without exactly one notification: ${JSON.stringify(unnotified)}`);
  const orphanNotifications = await rows(
    `select n.id from notification n
      where n.kind = 'message' and not exists (select 1 from message m where m.id = n.data->>'messageId')`,
  );
  if (orphanNotifications.length > 0) problems.push(`notifications of no message: ${JSON.stringify(orphanNotifications)}`);
  const staleConversations = await rows(
    `select c.booking_id from conversation c
      where exists (select 1 from message m where m.booking_id = c.booking_id)
        and not exists (select 1 from message m
                         where m.id = c.last_message_id and m.booking_id = c.booking_id and m.sent_at = c.last_activity_at)`,
  );
  if (staleConversations.length > 0)
    problems.push(`conversations whose last message is missing or not theirs: ${JSON.stringify(staleConversations)}`);
  return problems;
}

function send(base: string, s: Sent) {
  return fetch(`${base}/api/conversations/${s.bookingId}/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${s.sender.token}` },
    body: JSON.stringify({ text: s.text }),
  })
    .then(async (res) => ({ sent: s, status: res.status, body: (await res.json()) as Partial<MessageDto> }))
    .catch(() => ({ sent: s, status: 0, body: {} as Partial<MessageDto> }));
}

/** Resolves once one call of the burst was answered (or after 10 s, for the test to say why). */
function firstAnswer(answers: Array<Promise<{ status: number }>>): Promise<unknown> {
  return Promise.race([
    ...answers.map((a) => a.then((res) => (res.status > 0 ? res : new Promise(() => undefined)))),
    new Promise((r) => setTimeout(r, 10_000)),
  ]);
}

/** Every message of a conversation as one of its people reads it, page after page. */
async function listed(base: string, bookingId: string, reader: Session): Promise<MessageDto[]> {
  const all: MessageDto[] = [];
  let cursor: string | null = null;
  do {
    const page: { items: MessageDto[]; nextCursor: string | null } = await call(
      base,
      'GET',
      `/api/conversations/${bookingId}/messages?limit=100${cursor ? `&cursor=${cursor}` : ''}`,
      undefined,
      reader.token,
    );
    all.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return all;
}

describe('SIGKILL while messages are being sent, then restart', () => {
  it(`keeps every message whole and single across ${rounds} crashes; unread counts match; sending works again`, {
    timeout: 240_000,
  }, async () => {
    api = await startApi(crash.url, env);
    const base0 = api.base;
    const cleaners = [await listedCleaner(base0, 'Sophie Gagnon'), await listedCleaner(base0, 'Julie Lavoie')];
    const conversations: Conversation[] = [];
    for (let i = 0; i < 6; i += 1) {
      const client = await clientWithProperty(base0, `Cliente ${i + 1}`);
      const cleaner = cleaners[i % cleaners.length] as Session;
      // Each cleaner's bookings on different days: no slot is booked twice.
      const bookingId = await confirmedBooking(base0, client, cleaner, daysAhead(3 + Math.floor(i / cleaners.length)));
      conversations.push({ bookingId, client, cleaner });
    }
    /** Every text sent, to its conversation (booking id). */
    const texts = new Map<string, string>();
    const acknowledged = new Map<string, MessageDto>();
    const died: Sent[] = [];
    let killedMidway = 0;

    for (let round = 0; round < rounds; round += 1) {
      const batch: Sent[] = Array.from({ length: perRound }, (_, i) => {
        const conversation = conversations[i % conversations.length] as Conversation;
        const sender = i % 2 === 0 ? conversation.client : conversation.cleaner;
        return { text: `Bonjour, message ${round}.${i} (${tag()})`, bookingId: conversation.bookingId, sender };
      });
      for (const s of batch) texts.set(s.text, s.bookingId);
      const answers = batch.map((s) => send(api?.base as string, s));
      // Somewhere in the burst: some messages stored and answered, some stored only, some not
      // started. A process just (re)started is slow to answer its first requests, so the kill
      // is timed from the first answer rather than from the start of the burst.
      await firstAnswer(answers);
      await new Promise((r) => setTimeout(r, Math.floor(Math.random() * 40)));
      api.child.kill('SIGKILL');
      const settled = await Promise.all(answers);
      expect((await api.exit).signal).toBe('SIGKILL');
      for (const a of settled) {
        if (a.status === 201) acknowledged.set(a.sent.text, a.body as MessageDto);
        else if (a.status === 0) died.push(a.sent);
        else throw new Error(`a send answered ${a.status} ${JSON.stringify(a.body)}`);
      }
      if (settled.some((a) => a.status === 0)) killedMidway += 1;

      api = await startApi(crash.url, env);
      expect(await invariants(texts)).toEqual([]);
    }
    // The kills landed while messages were in flight, or the test proves nothing.
    expect(killedMidway).toBeGreaterThan(0);
    const base = api.base;

    // Every acknowledged message survived, as it was answered.
    const stored = new Map(
      (await rows<{ id: string; text: string; sender_id: string }>('select id, text, sender_id from message')).map((m) => [
        m.text,
        m,
      ]),
    );
    for (const [text, dto] of acknowledged) expect(stored.get(text)).toEqual({ id: dto.id, text, sender_id: dto.senderId });

    // What each person sees: their unread count is the messages addressed to them still unread.
    const people = [...new Map(conversations.flatMap((c) => [c.client, c.cleaner]).map((p) => [p.user.id, p])).values()];
    const unreadSeenBy = async (person: Session) => {
      let unread = 0;
      for (const c of conversations.filter((x) => x.client === person || x.cleaner === person)) {
        unread += (await listed(base, c.bookingId, person)).filter((m) => m.recipientId === person.user.id && !m.readAt).length;
      }
      return unread;
    };
    let unreadTotal = 0;
    for (const person of people) {
      const { count } = await call<{ count: number }>(base, 'GET', '/api/messages/unread', undefined, person.token);
      expect(count).toBe(await unreadSeenBy(person));
      unreadTotal += count;
    }
    expect(unreadTotal).toBe(stored.size);

    // The senders whose calls died look at the conversation and send what is not there.
    let resent = 0;
    for (const s of died) {
      const there = (await listed(base, s.bookingId, s.sender)).some((m) => m.text === s.text);
      if (there) continue;
      const res = await send(base, s);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      resent += 1;
    }
    // And everyone writes once more after the restart.
    for (const c of conversations) {
      const s = { text: `Après la panne (${tag()})`, bookingId: c.bookingId, sender: c.cleaner };
      texts.set(s.text, s.bookingId);
      expect((await send(base, s)).status).toBe(201);
    }
    expect(await invariants(texts)).toEqual([]);
    // Every text sent now stands exactly once in its conversation, as its people read it.
    for (const c of conversations) {
      const seen = (await listed(base, c.bookingId, c.client)).map((m) => m.text).sort();
      const sentHere = [...texts].filter(([, bookingId]) => bookingId === c.bookingId).map(([text]) => text);
      expect(seen).toEqual(sentHere.sort());
    }
    console.info(
      `[crash] messages: ${texts.size} sent, ${acknowledged.size} acknowledged, ${died.length} cut off by a kill, ${resent} sent again`,
    );

    // Reading clears the counts, and the senders see their messages read.
    for (const person of people) {
      for (const c of conversations.filter((x) => x.client === person || x.cleaner === person)) {
        await call(base, 'POST', `/api/conversations/${c.bookingId}/read`, {}, person.token);
      }
      expect((await call<{ count: number }>(base, 'GET', '/api/messages/unread', undefined, person.token)).count).toBe(0);
    }
    for (const c of conversations) {
      expect((await listed(base, c.bookingId, c.client)).filter((m) => !m.readAt)).toEqual([]);
    }
  });
});
