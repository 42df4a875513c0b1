/**
 * The outside world for the Gecko and WebKit journeys: a local HTTP proxy that the browser sends
 * every request to other hosts through (localhost goes direct). It opens each HTTPS tunnel itself
 * with a throwaway certificate (the browsers are told to accept it) and answers from the Chromium
 * suite's own table (checks/e2e/fakes/outside-answers.ts), so no request reaches a real third
 * party: WebKit's WebDriver cannot intercept requests, and one way serves both engines.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TLSSocket } from 'node:tls';
import { answerOutside } from '../e2e/fakes/outside-answers';

export type OutsideRequest = { method: string; url: string; body: string };

export type Outside = {
  /** host:port of the proxy, for the browser's proxy settings. */
  proxy: string;
  /** Every request the page made to another host, in order (preflights left out). */
  requests: OutsideRequest[];
  /** Requests no fake answers (a 404 each). */
  unexpected: () => OutsideRequest[];
  close: () => Promise<void>;
};

/** Hosts the browsers ask by themselves (updates, safe browsing…): answered 404, not counted. */
const BROWSER_OWN = /(mozilla|firefox|mozaws|gstatic|googleapis|webkit|gnome)\.(com|net|org)$/;

export async function startOutside(): Promise<Outside> {
  const dir = mkdtempSync(join(tmpdir(), 'engines-outside-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
      '-subj',
      '/CN=fake-outside.test',
    ],
    { stdio: 'pipe' },
  );
  const key = readFileSync(join(dir, 'key.pem'));
  const cert = readFileSync(join(dir, 'cert.pem'));
  rmSync(dir, { recursive: true, force: true });

  const requests: OutsideRequest[] = [];
  const unanswered: OutsideRequest[] = [];

  const handle = (target: URL, req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const cors = {
        'Access-Control-Allow-Origin': req.headers.origin ?? '*',
        'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '*',
        'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
      };
      const method = req.method ?? 'GET';
      if (method === 'OPTIONS') {
        res.writeHead(204, cors).end();
        return;
      }
      const seen = { method, url: target.href, body: Buffer.concat(chunks).toString('utf8') };
      const found = answerOutside(target, method);
      if (!BROWSER_OWN.test(target.hostname)) {
        requests.push(seen);
        if (!found) unanswered.push(seen);
      }
      const { status, contentType, body } = found ?? { status: 404, contentType: 'text/plain' };
      res.writeHead(status, { ...cors, ...(contentType ? { 'Content-Type': contentType } : {}) });
      res.end(body);
    });
  };

  // Requests that came through a tunnel: the Host header names the site.
  const tunnelled = createServer((req, res) =>
    handle(new URL(req.url ?? '/', `https://${req.headers.host}`), req, res),
  );
  // Plain-HTTP proxy requests carry the whole URL.
  const proxy = createServer((req, res) => handle(new URL(req.url ?? ''), req, res));
  proxy.on('connect', (_req, socket, head) => {
    socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    if (head.length > 0) socket.unshift(head);
    const secure = new TLSSocket(socket, {
      isServer: true,
      key,
      cert,
      ALPNProtocols: ['http/1.1'],
    });
    tunnelled.emit('connection', secure);
  });
  await new Promise<void>((done) => proxy.listen(0, '127.0.0.1', done));
  const { port } = proxy.address() as AddressInfo;
  return {
    proxy: `127.0.0.1:${port}`,
    requests,
    unexpected: () => [...unanswered],
    close: () =>
      new Promise<void>((done) => {
        proxy.closeAllConnections();
        tunnelled.closeAllConnections();
        proxy.close(() => done());
      }),
  };
}
