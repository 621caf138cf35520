/**
 * The Node half of `npm run bench:floor`: an HTTP server that relays every request to UPSTREAM_PORT
 * the way the local gateway relays to a function (undici, the same headers in and out:
 * local/functions.ts), and does nothing else: no routing, apikey, CORS or restart handling.
 * Env: PORT, UPSTREAM_PORT.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { Pool } from 'undici';
import { answeredHeaders, forwardedHeaders } from '../../../local/functions';

const upstream = new Pool(`http://127.0.0.1:${process.env.UPSTREAM_PORT}`, { headersTimeout: 0, bodyTimeout: 0 });

createServer((req, res) => {
  upstream
    .stream({ method: 'GET', path: req.url ?? '/', headers: forwardedHeaders(req.rawHeaders), body: null }, ({ statusCode, headers }) => {
      res.writeHead(statusCode, answeredHeaders(headers as IncomingHttpHeaders));
      return res;
    })
    .catch(() => res.destroy());
  req.resume();
}).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'));
