// Debian's nginx in front of test servers, configured by the deployment's own file
// (deploy/nginx/feipan.conf) with only its names, ports and certificate replaced, and a
// self-signed certificate for a host name that is not loopback: Chromium treats localhost and
// 127.0.0.1 as secure even over plain HTTP, so only a real name proves what HTTPS gives the site
// (a service worker, an installable scorer).
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import type http from 'node:http';
import https from 'node:https';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { nginxPath } from '../../../scripts/lib/nginx.mjs';
import { createServer } from 'node:net';
import { freePort } from './free-port';

const ROOT = path.resolve(import.meta.dirname, '../../..');
export const DEPLOY_CONF = path.join(ROOT, 'deploy/nginx/feipan.conf');
/** The site's name in the test: Chromium maps it to 127.0.0.1 (see `chromiumArgs`). */
export const SITE_HOST = 'feipan.test';

export interface NginxProxy {
  /** https://feipan.test:<port> */
  origin: string;
  port: number;
  /** The deployment's plain-HTTP server (port 80 in deploy/), which sends visitors to HTTPS. */
  httpPort: number;
  /** The certificate, for Node clients that must trust it. */
  certificate: string;
  /** What Chromium needs to reach the site by name and trust its certificate. */
  chromiumArgs: string[];
  stop(): Promise<void>;
}

/** Replaces `from` in the deployment's file, and fails if the file no longer holds it. */
function replaceOnce(conf: string, from: string | RegExp, to: string): string {
  const next = conf.replace(from, to);
  assert.notEqual(next, conf, `deploy/nginx/feipan.conf 中找不到 ${String(from)}`);
  return next;
}

/** The deployment's file as the test runs it: the same directives, the test's names and ports. */
export function renderDeployConf(options: {
  upstreams: number[];
  httpsPort: number;
  httpPort: number;
  certificate: string;
  key: string;
}): string {
  let conf = readFileSync(DEPLOY_CONF, 'utf8');
  // The deployment's upstream lines, each with the port of a test server (the second line goes
  // when the test runs one server).
  const [first, second] = options.upstreams;
  conf = replaceOnce(conf, /(server 127\.0\.0\.1:)8080( [^;]*;)/, `$1${first}$2`);
  conf = replaceOnce(
    conf,
    /\n\s*server 127\.0\.0\.1:8081( [^;]*;)/,
    second === undefined ? '' : `\n    server 127.0.0.1:${second}$1`,
  );
  conf = replaceOnce(conf, /server_name feipan\.example\.org;/g, `server_name ${SITE_HOST};`);
  conf = replaceOnce(conf, 'listen 80;', `listen 127.0.0.1:${options.httpPort};`);
  conf = replaceOnce(conf, /\n\s*listen \[::\]:80;/, '');
  conf = replaceOnce(
    conf,
    'listen 443 ssl http2;',
    `listen 127.0.0.1:${options.httpsPort} ssl http2;`,
  );
  conf = replaceOnce(conf, /\n\s*listen \[::\]:443 ssl http2;/, '');
  conf = replaceOnce(conf, /ssl_certificate \S+;/, `ssl_certificate ${options.certificate};`);
  conf = replaceOnce(conf, /ssl_certificate_key \S+;/, `ssl_certificate_key ${options.key};`);
  return conf;
}

function makeCertificate(dir: string): { certificate: string; key: string; spki: string } {
  const certificate = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      `/CN=${SITE_HOST}`,
      '-addext',
      `subjectAltName=DNS:${SITE_HOST}`,
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    { encoding: 'utf8' },
  );
  assert.equal(made.status, 0, `openssl: ${made.stderr}`);
  const publicKey = new X509Certificate(readFileSync(certificate)).publicKey.export({
    type: 'spki',
    format: 'der',
  });
  return { certificate, key, spki: createHash('sha256').update(publicKey).digest('base64') };
}

/** Starts nginx as deploy/ configures it, in front of the servers listening on `upstreams`. */
export async function startNginxProxy(upstreams: number[]): Promise<NginxProxy> {
  const executable = nginxPath();
  assert.ok(executable, '找不到 nginx：请用 npm test 或 npm run test:browser 运行（会自动安装）');
  const dir = mkdtempSync(path.join(tmpdir(), 'feipan-https-'));
  // Run as root, nginx's workers switch to an unprivileged user, who must reach the temp paths.
  chmodSync(dir, 0o755);
  mkdirSync(path.join(dir, 'temp'));
  const { certificate, key, spki } = makeCertificate(dir);
  const [httpsPort, httpPort] = [await freePort(), await freePort()];
  writeFileSync(
    path.join(dir, 'site.conf'),
    renderDeployConf({ upstreams, httpsPort, httpPort, certificate, key }),
  );
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `${name}_temp_path ${path.join(dir, 'temp', name)};`)
    .join('\n  ');
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `worker_processes 1;
daemon off;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  ${temp}
  include ${path.join(dir, 'site.conf')};
}
`,
  );
  const child = spawn(executable, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk) => (errors += chunk));
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    assert.equal(child.exitCode, null, `nginx 启动失败：${errors}`);
    const listening = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(true));
      probe.listen(httpsPort, '127.0.0.1', () => probe.close(() => resolve(false)));
    });
    if (listening) {
      return {
        origin: `https://${SITE_HOST}:${httpsPort}`,
        port: httpsPort,
        httpPort,
        certificate: readFileSync(certificate, 'utf8'),
        chromiumArgs: [
          `--host-resolver-rules=MAP ${SITE_HOST} 127.0.0.1`,
          `--ignore-certificate-errors-spki-list=${spki}`,
        ],
        stop,
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`nginx 10 秒内没有开始监听：${errors}`);
}

export interface ProxyAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface ProxyCall {
  method?: 'GET' | 'POST';
  body?: object;
  ticket?: string;
  /** The client's own address (any of 127.0.0.0/8), as nginx sees it. */
  from?: string;
  headers?: Record<string, string>;
}

/** One HTTPS request to the proxy by the site's name, trusting the test's certificate. */
export function proxyRequest(
  proxy: NginxProxy,
  path: string,
  call: ProxyCall = {},
): Promise<ProxyAnswer> {
  const body = call.body ? JSON.stringify(call.body) : undefined;
  return new Promise((resolve, reject) => {
    const request = https.request(
      {
        host: '127.0.0.1',
        port: proxy.port,
        servername: SITE_HOST,
        ca: proxy.certificate,
        localAddress: call.from,
        method: call.method ?? (body ? 'POST' : 'GET'),
        path,
        headers: {
          host: `${SITE_HOST}:${proxy.port}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(call.ticket ? { ticket: call.ticket } : {}),
          ...call.headers,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        );
      },
    );
    request.once('error', reject);
    request.end(body);
  });
}

/** A call of the API through the proxy that must succeed: its envelope's data. */
export async function proxyApi<T>(
  proxy: NginxProxy,
  path: string,
  call: ProxyCall = {},
): Promise<T> {
  const answer = await proxyRequest(proxy, path, call);
  const envelope = JSON.parse(answer.body) as { code: number; message: string; data: T };
  assert.equal(envelope.code, 0, `${path}: ${envelope.message}`);
  return envelope.data;
}
