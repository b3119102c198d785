import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../http/types';
import { mountWebApp } from './web-app';

const CHUNK = `export const x = ${JSON.stringify('a'.repeat(2000))};\n`;
const INDEX = '<!doctype html><title>Eticket</title><div id="root"></div>';
const SERVICE_WORKER = `self.addEventListener('fetch', () => {});${' '.repeat(200)}`;
const MANIFEST = JSON.stringify({ name: '电子菲票', start_url: '/scan/station', display: 'standalone' });

describe('the built web app', () => {
  const app = new Hono<AppEnv>();
  beforeAll(() => {
    const root = mkdtempSync(join(tmpdir(), 'eticket-web-'));
    mkdirSync(join(root, 'assets'));
    const write = (name: string, text: string, compressed = true) => {
      writeFileSync(join(root, name), text);
      if (!compressed) return;
      writeFileSync(join(root, `${name}.br`), brotliCompressSync(text));
      writeFileSync(join(root, `${name}.gz`), gzipSync(text));
    };
    write('index.html', INDEX);
    write('assets/abc123.js', CHUNK);
    write('assets/only-plain.css', 'body{margin:0}', false);
    write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>', false);
    writeFileSync(join(root, '.secret'), 'no');
    write('sw.js', SERVICE_WORKER);
    write('manifest.webmanifest', MANIFEST);
    mountWebApp(app, root);
  });

  it('sends the precompressed copy the client prefers, with Vary and a year of immutable caching under /assets', async () => {
    const br = await app.request('/assets/abc123.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // Never revalidated: no ETag to carry.
    expect(br.headers.get('etag')).toBeNull();
    expect(br.headers.get('content-type')).toBe('text/javascript');
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('content-length'))).toBe(brBody.length);
    expect(brotliDecompressSync(brBody).toString()).toBe(CHUNK);

    const gz = await app.request('/assets/abc123.js', { headers: { 'accept-encoding': 'gzip;q=1, br;q=0.5' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(CHUNK);

    const plain = await app.request('/assets/abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(CHUNK);

    const uncompressed = await app.request('/assets/only-plain.css', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(uncompressed.headers.get('content-encoding')).toBeNull();
    expect(uncompressed.headers.get('vary')).toBeNull();
    expect(await uncompressed.text()).toBe('body{margin:0}');
  });

  it('revalidates index.html, the SPA fallback and other root files, answering 304 to a current ETag', async () => {
    for (const path of ['/', '/index.html', '/account/login', '/dashboard/x?y=1']) {
      const r = await app.request(path, { headers: { 'accept-encoding': 'br' } });
      expect(r.status, path).toBe(200);
      expect(r.headers.get('cache-control'), path).toBe('no-cache');
      expect(r.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
      expect(brotliDecompressSync(Buffer.from(await r.arrayBuffer())).toString(), path).toBe(INDEX);
    }
    const first = await app.request('/account/login', { headers: { 'accept-encoding': 'gzip' } });
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await app.request('/dashboard', { headers: { 'accept-encoding': 'gzip', 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    // Another representation has another validator.
    const other = await app.request('/dashboard', { headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
    expect(other.status).toBe(200);
    const icon = await app.request('/favicon.svg');
    expect([icon.headers.get('content-type'), icon.headers.get('cache-control')]).toEqual(['image/svg+xml', 'no-cache']);
  });

  it('answers HEAD without a body, 404s a missing chunk and never serves dot-files or paths outside the build', async () => {
    const head = await app.request('/assets/abc123.js', { method: 'HEAD', headers: { 'accept-encoding': 'br' } });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-encoding')).toBe('br');
    expect(await head.text()).toBe('');
    const missing = await app.request('/assets/gone.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-cache');
    for (const path of ['/.secret', '/%2e%2e/%2e%2e/etc/passwd', '/assets/..%2f..%2f.secret', '/%00']) {
      const r = await app.request(path);
      expect(await r.text(), path).toBe(INDEX);
    }
  });

  it('revalidates the service worker and the web app manifest on every use, compressed, with their types', async () => {
    const sw = await app.request('/sw.js', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(sw.status).toBe(200);
    expect([sw.headers.get('cache-control'), sw.headers.get('content-type'), sw.headers.get('content-encoding')]).toEqual(['no-cache', 'text/javascript', 'br']);
    expect(brotliDecompressSync(Buffer.from(await sw.arrayBuffer())).toString()).toBe(SERVICE_WORKER);
    const again = await app.request('/sw.js', { headers: { 'accept-encoding': 'br, gzip', 'if-none-match': sw.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
    const manifest = await app.request('/manifest.webmanifest', { headers: { 'accept-encoding': 'gzip' } });
    expect([manifest.headers.get('cache-control'), manifest.headers.get('content-type')]).toEqual(['no-cache', 'application/manifest+json; charset=utf-8']);
    expect(JSON.parse(gunzipSync(Buffer.from(await manifest.arrayBuffer())).toString())).toMatchObject({ start_url: '/scan/station' });
  });

  it('answers 404, not index.html, for a missing file the browser fetches itself (a removed worker must unregister)', async () => {
    for (const path of ['/sw.js', '/manifest.webmanifest', '/favicon.ico', '/icons/icon-192.png', '/workbox-abc.js']) {
      const root = mkdtempSync(join(tmpdir(), 'eticket-web-empty-'));
      writeFileSync(join(root, 'index.html'), INDEX);
      const bare = new Hono<AppEnv>();
      mountWebApp(bare, root);
      const r = await bare.request(path);
      expect(r.status, path).toBe(404);
      expect(r.headers.get('cache-control'), path).toBe('no-cache');
    }
    // Client-side routes still get the app.
    expect(await (await app.request('/scan/station')).text()).toBe(INDEX);
  });
});
