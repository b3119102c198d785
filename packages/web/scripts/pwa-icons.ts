// The home-screen icons of the web app manifest, drawn from public/favicon.svg by the local Chromium (no
// network, no image library): `any` icons are the favicon itself (rounded, transparent corners); `maskable`
// ones fill the square with the brand blue and keep the glyph inside the central safe zone (a circle of 80 %
// of the size), since Android crops them to its own shape; the Apple touch icon is opaque (iOS adds corners).
// The PNGs are committed under public/icons; run again after changing the favicon.
//
// Usage: tsx scripts/pwa-icons.ts
import { readFileSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';

const webDir = resolve(import.meta.dirname, '..');

const favicon = readFileSync(join(webDir, 'public', 'favicon.svg'), 'utf8');
/** The favicon's background (its first shape) and its glyph (everything after it). */
const background = /<rect [^>]*fill="(#[0-9a-f]{6})"\/>/i.exec(favicon);
if (background?.[1] === undefined) throw new Error('pwa-icons: favicon.svg no longer starts with its background <rect>');
const glyph = favicon.slice(favicon.indexOf(background[0]) + background[0].length, favicon.lastIndexOf('</svg>'));

/** The glyph spans x 9–23, y 8–24 of the 32-unit favicon: scaled by `scale` about the centre. */
const framed = (scale: number, rounded: boolean) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32"${rounded ? ' rx="7"' : ''} fill="${background[1]}"/><g transform="translate(16 16) scale(${String(scale)}) translate(-16 -16)">${glyph}</g></svg>`;

const ICONS: readonly { file: string; size: number; svg: string }[] = [
  { file: 'icon-192.png', size: 192, svg: favicon },
  { file: 'icon-512.png', size: 512, svg: favicon },
  // The glyph's half-diagonal is ≈ 10.6 units; the safe circle's radius is 12.8: 0.9 leaves a margin.
  { file: 'maskable-192.png', size: 192, svg: framed(0.9, false) },
  { file: 'maskable-512.png', size: 512, svg: framed(0.9, false) },
  { file: 'apple-touch-icon.png', size: 180, svg: framed(1, false) },
];

const outDir = join(webDir, 'public', 'icons');
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const icon of ICONS) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    const sized = icon.svg.replace('<svg ', `<svg width="${String(icon.size)}" height="${String(icon.size)}" `);
    await page.setContent(`<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`);
    await page.screenshot({ path: join(outDir, icon.file), omitBackground: true, clip: { x: 0, y: 0, width: icon.size, height: icon.size } });
    console.log(`public/icons/${icon.file} (${String(icon.size)} px)`);
  }
} finally {
  await browser.close();
}
