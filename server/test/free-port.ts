import { createServer } from 'node:net';

/** A loopback port nobody listens on now, for a server a test starts as a process of its own. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
