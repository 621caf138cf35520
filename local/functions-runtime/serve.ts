/**
 * Runs one edge function under Deno the way the Supabase edge runtime does: the function module
 * calls `Deno.serve(handler)` and knows nothing of ports. This wrapper makes that call listen on
 * the port the local gateway chose (LOCAL_FUNCTION_PORT) and exits when the gateway's process goes
 * away (its stdin closes), so a killed stack leaves no Deno behind.
 *
 * Usage: deno run <permissions> serve.ts <absolute entrypoint path>
 */
export {};

const port = Number(Deno.env.get('LOCAL_FUNCTION_PORT'));
const entrypoint = Deno.args[0];
if (!Number.isInteger(port) || port <= 0 || !entrypoint) {
  console.error('usage: LOCAL_FUNCTION_PORT=<port> deno run serve.ts <entrypoint>');
  Deno.exit(2);
}

type ServeHandler = Deno.ServeHandler;
type ServeOptions = Deno.ServeTcpOptions & { handler?: ServeHandler };

const originalServe = Deno.serve.bind(Deno);
let served = false;

// Deno.serve(handler) | Deno.serve(options, handler) | Deno.serve({ ...options, handler })
(Deno as { serve: unknown }).serve = (first: ServeHandler | ServeOptions, second?: ServeHandler) => {
  if (served) throw new Error('an edge function may call Deno.serve only once');
  served = true;
  const options: ServeOptions = typeof first === 'function' ? {} : { ...first };
  const handler = typeof first === 'function' ? first : (second ?? first.handler);
  if (!handler) throw new Error('Deno.serve needs a handler');
  return originalServe(
    {
      ...options,
      port,
      hostname: '127.0.0.1',
      onListen: () => console.log(`function listening on ${port}`),
    },
    handler,
  );
};

// The gateway keeps our stdin open; EOF means it is gone.
(async () => {
  const buffer = new Uint8Array(64);
  try {
    while ((await Deno.stdin.read(buffer)) !== null) {
      /* keep reading until EOF */
    }
  } catch {
    /* stdin closed abruptly */
  }
  Deno.exit(0);
})();

await import(new URL(`file://${entrypoint}`).href);
