import { once } from 'node:events';
import WebSocket from 'ws';

/**
 * The live JavaScript heap of a process started with `--inspect=127.0.0.1:<port>`: a full
 * garbage collection through the inspector, then `heapUsed`. Unlike RSS, which the allocator
 * keeps once grown, this is what the program still holds, so a leak shows as a trend.
 */
export interface HeapProbe {
  liveHeapMb(): Promise<number>;
  close(): void;
}

export async function openHeapProbe(port: number): Promise<HeapProbe> {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as Array<{ webSocketDebuggerUrl: string }>;
  const target = targets[0];
  if (!target) throw new Error(`no inspector target on port ${port}`);
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await once(socket, 'open');
  let lastId = 0;
  type Answer = { id?: number; result?: { result?: { value?: unknown } } };
  const pending = new Map<number, (message: Answer) => void>();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as Answer;
    const resolve = message.id === undefined ? undefined : pending.get(message.id);
    if (resolve && message.id !== undefined) {
      pending.delete(message.id);
      resolve(message);
    }
  });
  const call = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<Answer>((resolve) => {
      lastId += 1;
      pending.set(lastId, resolve);
      socket.send(JSON.stringify({ id: lastId, method, params }));
    });
  return {
    async liveHeapMb() {
      await call('HeapProfiler.collectGarbage');
      const answer = await call('Runtime.evaluate', { expression: 'process.memoryUsage().heapUsed', returnByValue: true });
      return Number(answer.result?.result?.value ?? Number.NaN) / 1_048_576;
    },
    close() {
      socket.close();
    },
  };
}
