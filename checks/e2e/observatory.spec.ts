import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { type Server, createServer as createHttpServer } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { getCACertificates, setDefaultCACertificates } from 'node:tls';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scan } from '@mdn/mdn-http-observatory';
import { expect, test } from '@playwright/test';
import { createStaticServer } from '../../scripts/server/static-server.mjs';

/**
 * Mozilla's HTTP Observatory (@mdn/mdn-http-observatory, the scanner behind the MDN site) on the
 * production build, served as a host serves it: over TLS on port 443 by `npm start`'s handler,
 * with plain http on port 80 redirecting there (as every named host does). It scans
 * https://localhost with a certificate from a throwaway local CA, which this test process alone
 * trusts for the scan (tls.setDefaultCACertificates, Node 22.19+). Needs root for the two ports.
 */
test('Mozilla Observatory grades the production build A+ with at least 120', async () => {
  test.setTimeout(60_000);
  allowOfflineHstsList();
  const { key, cert, ca } = issueLocalhostCertificate();
  const trusted = getCACertificates('default');
  setDefaultCACertificates([...trusted, ca]);
  const root = fileURLToPath(new URL('../../build/client/', import.meta.url));
  const handler = (await createStaticServer({ root })).listeners('request')[0] as Parameters<
    typeof createHttpsServer
  >[1];
  const https = await listen(createHttpsServer({ key, cert }, handler), 443);
  const http = await listen(
    createHttpServer((req, res) => {
      res.writeHead(301, { Location: `https://localhost${req.url ?? '/'}` }).end();
    }),
    80,
  );
  try {
    const { scan: summary, tests } = await scan('localhost');
    const failed = Object.values(tests).filter((result) => !result.pass);
    expect(failed.map((result) => result.result)).toEqual([]);
    expect(summary.grade).toBe('A+');
    expect(summary.score).toBeGreaterThanOrEqual(120);
    expect(tests['cross-origin-resource-policy']?.result).toBe('corp-implemented-with-same-origin');
  } finally {
    https.close();
    http.close();
    setDefaultCACertificates(trusted);
  }
});

/** Its postinstall downloads the HSTS preload list (not possible offline): an empty list will do. */
function allowOfflineHstsList() {
  const entry = createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory');
  const list = join(dirname(entry), '..', 'conf', 'hsts-preload.json');
  if (!existsSync(list)) writeFileSync(list, '{}');
}

/** A throwaway CA, and a key and certificate for localhost that it signed. */
function issueLocalhostCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'observatory-'));
  const file = (name: string) => join(dir, name);
  writeFileSync(
    file('ext.cnf'),
    'subjectAltName=DNS:localhost\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n',
  );
  const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'pipe' });
  openssl(
    ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', file('ca.key')],
    ...['-out', file('ca.pem'), '-days', '1', '-subj', '/CN=Throwaway test CA'],
    ...['-addext', 'basicConstraints=critical,CA:TRUE', '-addext', 'keyUsage=critical,keyCertSign'],
  );
  openssl('genrsa', '-out', file('site.key'), '2048');
  openssl(
    ...[
      'req',
      '-new',
      '-key',
      file('site.key'),
      '-out',
      file('site.csr'),
      '-subj',
      '/CN=localhost',
    ],
  );
  openssl(
    ...['x509', '-req', '-in', file('site.csr'), '-CA', file('ca.pem')],
    ...['-CAkey', file('ca.key'), '-CAcreateserial', '-out', file('site.pem')],
    ...['-days', '1', '-extfile', file('ext.cnf')],
  );
  return {
    key: readFileSync(file('site.key')),
    cert: readFileSync(file('site.pem')),
    ca: readFileSync(file('ca.pem'), 'utf8'),
  };
}

function listen(server: Server, port: number) {
  return new Promise<Server>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
