/** Port helpers: find a free port, and tell which configured port is already taken. */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** The lowest port freePort hands out: above the registered services most machines run. */
const LOWEST_CHOSEN_PORT = 20_000;

/**
 * The kernel's ephemeral range (Linux's /proc; elsewhere Linux's default, which is below the BSDs'
 * and Windows' 49152, so a port under it is under theirs too).
 */
export function ephemeralPortRange(): [number, number] {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    if (low && high && low > LOWEST_CHOSEN_PORT) return [low, high];
  } catch {
    // Not Linux: the default below.
  }
  return [32_768, 60_999];
}

/**
 * A port nothing listens on, for a server about to start. It is chosen below the ephemeral range:
 * a port the kernel hands out for `listen(0)` comes from that range, from which every outgoing
 * connection on the machine also takes its local port, so one of them could hold it by the time
 * the server listens (a test stack's mail catcher failed with EADDRINUSE on 38957 while another
 * stack ran beside it; docs/performance.md#ports-a-test-stack-listens-on). Random, so two callers rarely meet;
 * a caller that starts servers retries on EADDRINUSE all the same (tests/support/throwaway-stack.ts).
 */
export async function freePort(host = '127.0.0.1'): Promise<number> {
  const [ephemeralLow] = ephemeralPortRange();
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = LOWEST_CHOSEN_PORT + Math.floor(Math.random() * (ephemeralLow - LOWEST_CHOSEN_PORT));
    if (await isPortFree(port, host)) return port;
  }
  return kernelPort(host);
}

/** A port the kernel picks (in the ephemeral range): only when no port below it was free. */
function kernelPort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}
