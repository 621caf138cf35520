/**
 * A fresh loopback address (127.x.y.z, x, y, z in 2..251) for a client that needs an address of its
 * own: every 127/8 address reaches this machine, and the gateway sees the connection's real source
 * address (tests/support/client-address.ts; the rate-limit tests).
 */
export function freshLoopbackAddress(): string {
  const byte = () => 2 + Math.floor(Math.random() * 250);
  return `127.${byte()}.${byte()}.${byte()}`;
}
