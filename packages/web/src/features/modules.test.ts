import { DICTIONARIES } from '@eticket/core/i18n';
import { findRouteByName, ROUTE_TABLE } from '@eticket/core/navigation';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MODULE_PAGES, PAGE_TEXT_PREFIXES, WEB_MODULES } from './modules';

const featuresDir = resolve(import.meta.dirname);
const srcDir = resolve(featuresDir, '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry) ? [path] : [];
  });
}

describe('module manifests', () => {
  it('name each page by a route of the core route table, once, with an existing source', () => {
    const names = MODULE_PAGES.map((page) => page.name);
    expect(new Set(names).size).toBe(names.length);
    for (const page of MODULE_PAGES) {
      expect(findRouteByName(ROUTE_TABLE, page.name), page.name).not.toBeNull();
      expect(existsSync(join(featuresDir, `${page.source}.tsx`)), page.source).toBe(true);
    }
  });

  it('live in their own folder, and every module folder with a manifest is registered', () => {
    const withManifest = readdirSync(featuresDir).filter((dir) => existsSync(join(featuresDir, dir, `${dir}.module.ts`)));
    expect(WEB_MODULES.map((module) => module.name).sort()).toEqual(withManifest.sort());
  });

  it('claim text prefixes that exist and that no other module claims', () => {
    const keys = Object.keys(DICTIONARIES['zh-Hans']);
    expect(new Set(PAGE_TEXT_PREFIXES).size).toBe(PAGE_TEXT_PREFIXES.length);
    for (const prefix of PAGE_TEXT_PREFIXES) expect(keys.some((key) => key.startsWith(prefix)), prefix).toBe(true);
  });
});

describe('links by route name', () => {
  it('name routes of the route table (routeHref throws on a misspelt one only when clicked)', () => {
    const named = sources(srcDir).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/routeHref\('(\w+)'/g)].map((m) => m[1] ?? ''));
    expect(named.length).toBeGreaterThan(20);
    for (const name of new Set(named)) expect(findRouteByName(ROUTE_TABLE, name), name).not.toBeNull();
  });
});
