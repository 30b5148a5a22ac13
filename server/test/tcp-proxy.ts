import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy a test controls, on a loopback port of its own, between the app and a real server
 * (PostgreSQL): the test makes that server go away and come back without touching it, while other
 * tests go on using it.
 */
export interface TcpProxy {
  port: number;
  /** Gone: every connection dropped, and nothing listens (a new connection is refused), as when the server stops. */
  cut(): Promise<void>;
  /**
   * Out of reach without a word: connections stay open but nothing passes any more, and new ones are
   * accepted and left unanswered, as when the server's host vanishes from the network.
   */
  stall(): void;
  /** Back: listening and forwarding on the same port again (connections held by a stall are dropped). */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let stalled = false;
  let port = 0;

  const track = (s: Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
    s.on('error', () => s.destroy());
  };
  const accept = (client: Socket) => {
    track(client);
    if (stalled) return; // held, unanswered
    const upstream = connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  };
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = createServer(accept);
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        port = (s.address() as { port: number }).port;
        server = s;
        resolve();
      });
    });
  const dropAll = () => {
    for (const s of sockets) s.destroy();
  };
  const stopListening = async () => {
    const s = server;
    server = undefined;
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };

  await listen();
  return {
    port,
    async cut() {
      const closed = stopListening();
      dropAll();
      await closed;
    },
    stall() {
      stalled = true;
      // Nothing passes either way from now on; the bytes already read are dropped with the pipes.
      for (const s of sockets) {
        s.unpipe();
        s.pause();
      }
    },
    async restore() {
      stalled = false;
      const closed = stopListening();
      dropAll();
      await closed;
      await listen();
    },
    async close() {
      const closed = stopListening();
      dropAll();
      await closed;
    },
  };
}
