/**
 * The floor under the gateway's proxy: Node's HTTP server handing `/api/<service>/…` to the same upstream client
 * (`H1Pool`) with none of the gateway's work (no brand, limits, header rules, circuit, log line or metrics). The
 * instruction benchmark runs it beside the gateway to show what the gateway's own work costs. Not for use.
 *
 * Env: PORT (listen), UPSTREAM_URL (the emulator's origin).
 */
import { createServer } from 'node:http';
import { H1Pool } from '../../gateway/src/proxy/h1/h1-pool';

const upstream = process.env.UPSTREAM_URL;
if (upstream === undefined) throw new Error('UPSTREAM_URL is required');
const pool = new H1Pool(upstream, { connections: 256, timeoutMs: 30_000, keepAliveMs: 10_000 });
const PASSED = new Set(['content-type', 'content-length']);

createServer((req, res) => {
  // As the gateway does for a bodiless request (see api-proxy.ts).
  req.read();
  const headers: string[] = [];
  for (const name in req.headers) {
    const value = req.headers[name];
    if (name !== 'host' && name !== 'connection' && typeof value === 'string') headers.push(name, value);
  }
  // `/api/customers/x` → `/customers/x`
  const path = (req.url ?? '/').slice(4);
  pool.dispatch(
    { method: req.method ?? 'GET', path, headers, body: null },
    {
      onConnect() {},
      onHeaders(status, raw) {
        const out: string[] = [];
        for (let i = 0; i + 1 < raw.length; i += 2) {
          const name = raw[i] as string;
          if (PASSED.has(name)) out.push(name, raw[i + 1] as string);
        }
        res.writeHead(status, out);
      },
      onData(chunk) {
        res.write(chunk);
        return true; // small answers only: no backpressure
      },
      onComplete(last) {
        if (last === null) res.end();
        else res.end(last);
      },
      onError() {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      },
    },
  );
}).listen(Number(process.env.PORT), '127.0.0.1');
