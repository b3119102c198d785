import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { precachePlan, type BuildManifest, type ManifestChunk } from './precache-plan';

/** A build like the app's: the entry, a shell that lazily imports every page, pages sharing chunks with it. */
const BUILD: BuildManifest = {
  'index.html': { file: 'assets/entry.js', isEntry: true, imports: ['_react.js'], dynamicImports: ['src/shell/app-shell.tsx', 'src/pages/login.tsx'] },
  '_react.js': { file: 'assets/react.js' },
  'src/shell/app-shell.tsx': { file: 'assets/shell.js', imports: ['index.html', '_ui.js'], dynamicImports: ['src/station.tsx', 'src/orders.tsx', 'src/dialog.tsx'], css: ['assets/shell.css'] },
  '_ui.js': { file: 'assets/ui.js' },
  'src/pages/login.tsx': { file: 'assets/login.js', imports: ['index.html'] },
  'src/station.tsx': { file: 'assets/station.js', imports: ['index.html', 'src/shell/app-shell.tsx', '_ui.js', '_camera-shared.js'], dynamicImports: ['src/camera.ts'] },
  '_camera-shared.js': { file: 'assets/camera-shared.js' },
  'src/camera.ts': { file: 'assets/camera.js', assets: ['assets/zxing.wasm'], dynamicImports: ['src/camera-help.tsx'] },
  'src/camera-help.tsx': { file: 'assets/camera-help.js' },
  'src/orders.tsx': { file: 'assets/orders.js', imports: ['_ui.js', '_grid.js'] },
  '_grid.js': { file: 'assets/grid.js' },
  'src/dialog.tsx': { file: 'assets/dialog.js' },
  'virtual:texts/en/app': { file: 'assets/texts-en.js' },
};

describe('precache plan', () => {
  it('takes the entry, the shell without its lazy pages, and an offline page with everything it loads', () => {
    const { files, missing } = precachePlan(BUILD, { shallow: ['src/shell/app-shell.tsx', 'virtual:texts/en/app'], deep: ['src/station.tsx', 'src/scan-mine.tsx'] });
    expect([...files].sort()).toEqual(
      [
        'assets/entry.js',
        'assets/react.js',
        'assets/shell.js',
        'assets/shell.css',
        'assets/ui.js',
        'assets/texts-en.js',
        'assets/station.js',
        'assets/camera-shared.js',
        'assets/camera.js',
        'assets/zxing.wasm',
        'assets/camera-help.js',
      ].sort(),
    );
    // Neither the other pages the shell can open, nor the login page the entry can open.
    expect(files.has('assets/orders.js')).toBe(false);
    expect(files.has('assets/login.js')).toBe(false);
    expect(missing).toEqual(['src/scan-mine.tsx']);
  });

  it('is closed under static imports, follows lazy imports only from deep keys, and takes nothing the build lacks (property)', () => {
    const keys = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    const chunk = fc.record({
      imports: fc.subarray(keys),
      dynamicImports: fc.subarray(keys),
      isEntry: fc.boolean(),
      css: fc.subarray(['x.css', 'y.css']),
    });
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...keys), chunk), fc.subarray([...keys, 'missing']), fc.subarray([...keys, 'gone']), (raw, shallow, deep) => {
        const manifest: Record<string, ManifestChunk> = Object.fromEntries(Object.entries(raw).map(([key, c]) => [key, { ...c, file: `${key}.js` }]));
        const { files, missing } = precachePlan(manifest, { shallow, deep });
        const fileOf = (key: string) => manifest[key]?.file;
        for (const [key, c] of Object.entries(manifest)) {
          if (!files.has(`${key}.js`)) continue;
          // A precached chunk brings its static imports and its CSS.
          for (const dep of c.imports ?? []) if (manifest[dep] !== undefined) expect(files.has(`${dep}.js`)).toBe(true);
          for (const css of c.css ?? []) expect(files.has(css)).toBe(true);
        }
        // A deep key brings what it loads lazily, unless the shallow part (entry, shell) already had it: then
        // its lazy imports are the rest of the app.
        const base = precachePlan(manifest, { shallow, deep: [] }).files;
        for (const key of deep) {
          const c = manifest[key];
          if (c === undefined || base.has(`${key}.js`)) continue;
          for (const dep of c.dynamicImports ?? []) if (manifest[dep] !== undefined) expect(files.has(`${dep}.js`)).toBe(true);
        }
        for (const entry of Object.keys(manifest).filter((key) => manifest[key]?.isEntry === true)) expect(files.has(`${entry}.js`)).toBe(true);
        // Only files of the build; a requested key the build lacks is reported.
        const known = new Set([...Object.keys(manifest).map((key) => `${key}.js`), 'x.css', 'y.css']);
        for (const file of files) expect(known.has(file)).toBe(true);
        expect(new Set(missing)).toEqual(new Set([...shallow, ...deep].filter((key) => fileOf(key) === undefined)));
      }),
    );
  });
});
