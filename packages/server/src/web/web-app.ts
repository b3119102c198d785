import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { Context, Hono } from 'hono';
import type { AppEnv } from '../http/types';
import { chooseEncoding, CODINGS, type Chosen, type Coding } from './accept-encoding';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  // Module scripts are always decoded as UTF-8 (HTML standard): a charset would be bytes on every chunk's headers.
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  // The camera decoder's wasm: the right type lets browsers compile it while it streams in.
  '.wasm': 'application/wasm',
};
const SUFFIX: Readonly<Record<Coding, string>> = { br: '.br', gzip: '.gz' };

/** Hashed build output: the name changes with the content, so browsers keep it for a year unasked. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, the favicon, a service worker entry): revalidated on every use (ETag → 304). */
const REVALIDATE = 'no-cache';

interface Variant {
  file: string;
  size: number;
  etag: string;
}

async function variant(file: string, coding: Chosen): Promise<Variant | null> {
  try {
    const info = await stat(file);
    if (!info.isFile()) return null;
    // Strong validator per representation: the compressed copies are different bytes (RFC 9110 §8.8.3.3).
    const tag = `${info.size.toString(36)}-${Math.trunc(info.mtimeMs).toString(36)}`;
    return { file, size: info.size, etag: coding === 'identity' ? `"${tag}"` : `"${tag}-${coding}"` };
  } catch {
    return null;
  }
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const t = candidate.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

/** The file under `root` a URL path names, or null when it would leave the root or names a dot-file. */
function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const relative = normalize(decoded).replace(/^([/\\])+/, '');
  if (relative === '' || relative.split(/[/\\]/).some((segment) => segment === '..' || segment.startsWith('.'))) return null;
  const file = join(root, relative);
  return file.startsWith(root.endsWith(sep) ? root : root + sep) ? file : null;
}

/**
 * Send one file of the build: the best precompressed copy the client accepts (`<file>.br`, `<file>.gz`,
 * written by the web build), with its ETag and caching policy; 304 when the client's copy is current.
 * Null when the file does not exist.
 */
async function sendFile(c: Context<AppEnv>, file: string, cacheControl: string): Promise<Response | null> {
  const identity = await variant(file, 'identity');
  if (identity === null) return null;
  const type = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
  const available = new Map<Coding, Variant>();
  for (const coding of CODINGS) {
    const found = await variant(file + SUFFIX[coding], coding);
    if (found !== null) available.set(coding, found);
  }
  const coding = chooseEncoding(c.req.header('accept-encoding'), new Set(available.keys()));
  const chosen = coding === 'identity' ? identity : (available.get(coding) ?? identity);
  const headers = new Headers({ 'Cache-Control': cacheControl, 'Content-Type': type });
  // An immutable file is never revalidated, so its ETag would be bytes for nothing on each of the first
  // load's fifty-odd requests.
  const revalidated = cacheControl !== IMMUTABLE;
  if (revalidated) headers.set('ETag', chosen.etag);
  // Caches must key the compressed and plain copies apart.
  if (available.size > 0) headers.set('Vary', 'Accept-Encoding');
  if (chosen !== identity) headers.set('Content-Encoding', coding);
  if (revalidated && matches(c.req.header('if-none-match'), chosen.etag)) return new Response(null, { status: 304, headers });
  headers.set('Content-Length', String(chosen.size));
  const body = c.req.method === 'HEAD' ? null : await readFile(chosen.file);
  return new Response(body, { status: 200, headers });
}

/**
 * A missing file the browser fetches for itself is a 404, never index.html: an old chunk (a stale page must fail
 * loudly rather than parse HTML as JavaScript), and the service worker and its manifest — a browser that gets a
 * 404 for a registered worker's script drops the worker, while HTML in its place would fail every update check
 * and keep the last worker serving forever.
 */
function isFileRequest(path: string): boolean {
  if (path.startsWith('/assets/')) return true;
  const extension = extname(path).toLowerCase();
  return extension !== '' && extension !== '.html' && extension in TYPES;
}

/**
 * The built web app: files of `root` (hashed chunks under /assets cached for a year, the rest revalidated —
 * index.html, the service worker sw.js and the web app manifest among them, so a deploy is seen at once), and
 * index.html for any other GET outside /api (client-side routing).
 */
export function mountWebApp(app: Hono<AppEnv>, root: string): void {
  const indexFile = join(root, 'index.html');
  // Hono answers HEAD through GET routes (the body is dropped); sendFile skips reading the file then.
  app.get('*', async (c) => {
    const path = c.req.path;
    const file = path.endsWith('/') ? null : resolveInside(root, path);
    if (file !== null) {
      const sent = await sendFile(c, file, path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
      if (sent !== null) return sent;
      if (isFileRequest(path)) return c.text('Not Found', 404, { 'Cache-Control': REVALIDATE });
    }
    const index = await sendFile(c, indexFile, REVALIDATE);
    return index ?? c.text('The web app is not built (packages/web/dist is missing).', 404);
  });
}
