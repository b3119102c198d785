import { DICTIONARIES } from '@eticket/core/i18n';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pageKeys, readModulePages } from '../../scripts/text-usage';
import { SHELL_PAGES } from '../shell/shell-pages';

// The build ships each business page only the texts its sources can show (vite.config.ts). A key the
// analysis misses would show as a bare key, so these pin down what it must find.
const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const known = new Set(Object.keys(DICTIONARIES['zh-Hans']));
const pages = readModulePages(webDir);
const keysOf = (name: string) => {
  const page = pages.find((p) => p.name === name);
  if (page === undefined) throw new Error(`no page ${name}`);
  return pageKeys(page.file, known);
};

describe('business page texts', () => {
  it('reads every business page of the registry', () => {
    expect(pages.length).toBeGreaterThanOrEqual(23);
    for (const page of pages) expect(SHELL_PAGES[page.name], page.name).toBeDefined();
  });

  it('finds keys named in the page, in the components it uses and in the core rules it calls', () => {
    const order = keysOf('OrderEdit');
    expect(order).toContain('Production.Order.GrowOnlyHint'); // the page itself
    expect(order).toContain('Data.Form.Saved'); // the shared form layer
    expect(order).toContain('Production.Order.ColorsRequired'); // core validateOrderInput, via a named import
    expect(order).toContain('OrderStatus.Producing'); // a core label table
    expect(order).not.toContain('Production.Plan.Generate'); // the bundle planner is another page's
  });

  it('follows lazy imports (dialogs, tabs) and expands keys built at run time', () => {
    const style = keysOf('ProductEdit');
    expect(style).toContain('Catalog.Sync.Action');
    for (const key of known) if (key.startsWith('Catalog.Sync.State.')) expect(style).toContain(key); // `Catalog.Sync.State.${status}`
    for (const key of known) if (key.startsWith('Catalog.Stage.')) expect(style).toContain(key);
  });

  it('follows re-exports and pages built from another page', () => {
    expect(keysOf('PartTemplateList').size).toBeGreaterThan(10);
    const partTickets = keysOf('OrderPrintPartTicket');
    for (const key of keysOf('OrderPrintBatchAssign')) expect(partTickets).toContain(key);
  });

  it('leaves out the core dictionaries themselves', () => {
    expect(keysOf('CustomerIndex')).not.toContain('Production.Plan.Generate');
  });
});
