import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signUp } from '../../../test/factories.ts';
import { authedSocket, type TestSocket } from '../../../test/messaging.ts';
import { useBookingsApp } from '../bookings/bookings.fixtures.ts';

const heartbeatMs = 600;
const { t } = useBookingsApp({ env: { SOCKET_HEARTBEAT_MS: String(heartbeatMs) } });
const open: TestSocket[] = [];

// Ended without a closing handshake: the paused one may never read the server's close, and a
// graceful close() would wait for it forever.
afterAll(() => {
  for (const socket of open) socket.socket.terminate();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('socket heartbeat', () => {
  it('pings every socket once a period, spread over it rather than all at once, and closes one that stops answering', async () => {
    const sockets = await Promise.all(
      Array.from({ length: 6 }, async () => authedSocket(t, await signUp(t, { role: 'client' }))),
    );
    open.push(...sockets);
    const pings = sockets.map(() => [] as number[]);
    sockets.forEach((s, i) => {
      s.socket.on('ping', () => pings[i]?.push(performance.now()));
    });

    await sleep(heartbeatMs * 3 + 200);
    // Each answered every ping (the client pongs by itself), so each got one per period and
    // every socket is still open.
    for (const times of pings) expect(times.length).toBeGreaterThanOrEqual(2);
    for (const times of pings) expect(times.length).toBeLessThanOrEqual(4);
    expect(sockets.every((s) => s.socket.readyState === WebSocket.OPEN)).toBe(true);
    // Six sockets in six slots: their first pings fall on different ticks, not in one burst.
    const firsts = pings.map((times) => times[0] as number);
    expect(new Set(firsts.map((ms) => Math.round(ms))).size).toBe(6);
    expect(Math.max(...firsts) - Math.min(...firsts)).toBeGreaterThanOrEqual(heartbeatMs / 30);

    // A client that stops reading never answers the next ping: the period after, it is closed.
    const silent = sockets[0] as TestSocket;
    const before = t.app.websocketServer.clients.size;
    (silent.socket as unknown as { _socket: { pause(): void } })._socket.pause();
    for (let waited = 0; t.app.websocketServer.clients.size === before && waited < heartbeatMs * 5; waited += 50) await sleep(50);
    expect(t.app.websocketServer.clients.size).toBe(before - 1);
    expect(sockets.slice(1).every((s) => s.socket.readyState === WebSocket.OPEN)).toBe(true);
  });
});
