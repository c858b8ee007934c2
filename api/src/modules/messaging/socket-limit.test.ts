/**
 * Issue 34, finding 7: sockets held per person. One token opened 3,000 sockets; now a person
 * holds at most SOCKET_MAX_PER_USER authenticated sockets, and one more closes their oldest with
 * the contract's close code (asyncapi.yaml, "Limits").
 */
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { useTestApp } from '../../../test/build-app.ts';
import { signUp } from '../../../test/factories.ts';
import { authedSocket, quietFor, type TestSocket } from '../../../test/messaging.ts';
import { socketLimitClose } from './socket.ts';

const cap = 3;
const t = useTestApp({ env: { SOCKET_MAX_PER_USER: String(cap) } });
const open: TestSocket[] = [];

afterEach(async () => {
  for (const socket of open.splice(0)) {
    expect(socket.violations).toEqual([]);
    if (socket.socket.readyState === WebSocket.OPEN) await socket.close();
  }
});

async function socketOf(session: { token: string }): Promise<TestSocket> {
  const socket = await authedSocket(t, session);
  open.push(socket);
  return socket;
}

describe('sockets per person', () => {
  it('one socket over the cap closes the person’s oldest with 4429; the others stay open', async () => {
    const person = await signUp(t, { role: 'client' });
    const sockets: TestSocket[] = [];
    for (let i = 0; i < cap; i++) sockets.push(await socketOf(person));
    const [oldest, ...rest] = sockets as [TestSocket, ...TestSocket[]];
    const newest = await socketOf(person);

    expect(await oldest.closed).toEqual({ code: socketLimitClose, reason: 'socket limit' });
    for (const socket of [...rest, newest]) {
      expect(socket.socket.readyState).toBe(WebSocket.OPEN);
      // Still served, not merely open.
      socket.send({ type: 'PING' });
      await socket.next('PONG');
    }
  });

  it('counts each person apart, and a closed socket frees its place', async () => {
    const first = await signUp(t, { role: 'client' });
    const second = await signUp(t, { role: 'cleaner' });
    const mine: TestSocket[] = [];
    for (let i = 0; i < cap; i++) mine.push(await socketOf(first));
    const theirs = await socketOf(second);
    await mine[0]?.close();
    const another = await socketOf(first);
    expect(await quietFor(another, 200)).toEqual([]);
    for (const socket of [...mine.slice(1), another, theirs]) expect(socket.socket.readyState).toBe(WebSocket.OPEN);
  });
});
