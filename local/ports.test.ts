import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';

import { ephemeralPortRange, freePort, isPortFree } from './ports';

const listenOn = (port: number) =>
  new Promise<() => Promise<void>>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(() => new Promise((done) => server.close(() => done()))));
  });

describe('freePort', () => {
  it('chooses a port below the ephemeral range, where no outgoing connection takes it, and a server can listen on it', async () => {
    const [ephemeralLow] = ephemeralPortRange();
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(20_000);
      expect(port).toBeLessThan(ephemeralLow);
    }
    const close = await listenOn(ports[0]!);
    try {
      expect(await isPortFree(ports[0]!)).toBe(false);
    } finally {
      await close();
    }
  });
});
