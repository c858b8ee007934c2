/**
 * A TCP relay in front of an outside service (the fake Stripe) that can be switched off and on
 * again on the same port: off, connections are refused and those open are cut, as when the
 * provider's network is down; the service behind keeps everything it did.
 */
import net from 'node:net';

export interface SwitchableProxy {
  url: string;
  /** Refuses new connections and cuts the open ones. */
  stop(): Promise<void>;
  /** Relays again, on the same port. */
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function startSwitchableProxy(target: string): Promise<SwitchableProxy> {
  const { hostname, port: targetPort } = new URL(target);
  const sockets = new Set<net.Socket>();
  const relay = (client: net.Socket) => {
    const upstream = net.connect(Number(targetPort), hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  };
  let server = net.createServer(relay);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const stop = async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  return {
    url: `http://127.0.0.1:${port}`,
    stop,
    async start() {
      server = net.createServer(relay);
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
    async close() {
      if (server.listening) await stop();
    },
  };
}
