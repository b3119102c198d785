// Which text keys a page can show: the string literals that are text keys (or key prefixes of keys built at
// run time) in the page's sources and everything they import — the web app's own files, the core's and the
// api-client's — including what they load lazily (dialogs, tabs), but not other pages. The core's
// dictionaries are left out: they define keys, they do not show them.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { MODULE_PAGES } from '../src/features/modules';

const PACKAGES = resolve(import.meta.dirname, '../..');
const WORKSPACE: Readonly<Record<string, string>> = {
  '@eticket/core': join(PACKAGES, 'core/src'),
  '@eticket/api-client': join(PACKAGES, 'api-client/src'),
};
const DICTIONARIES = join(PACKAGES, 'core/src/i18n/');

function resolveFile(base: string): string | null {
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && !candidate.endsWith('/') && candidate.match(/\.tsx?$/) !== null) return candidate;
  }
  return null;
}

/** `export { a, b as c } from './x'` lines of a barrel: exported name → file. */
function barrelExports(file: string): Map<string, string> {
  const out = new Map<string, string>();
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
    const [, names = '', spec = ''] = m;
    const target = resolveFile(resolve(dirname(file), spec));
    if (target === null) continue;
    for (const name of names.split(',')) {
      const exported = name.trim().replace(/^type\s+/, '').split(/\s+as\s+/).pop()?.trim();
      if (exported !== undefined && exported !== '') out.set(exported, target);
    }
  }
  return out;
}

/** The files an import statement brings: a relative file, or for a workspace barrel the files of the names taken. */
function importTargets(from: string, spec: string, names: readonly string[] | null): string[] {
  if (spec.startsWith('.')) {
    const file = resolveFile(resolve(dirname(from), spec));
    return file === null ? [] : [file];
  }
  const pkg = Object.keys(WORKSPACE).find((p) => spec === p || spec.startsWith(`${p}/`));
  if (pkg === undefined) return [];
  const barrel = resolveFile(join(WORKSPACE[pkg] ?? '', spec.slice(pkg.length)));
  if (barrel === null) return [];
  if (names === null) return [barrel];
  const exports = barrelExports(barrel);
  return names.flatMap((name) => {
    const target = exports.get(name);
    return target === undefined ? [barrel] : [target];
  });
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of text.matchAll(/import\s+(type\s+)?(?:([\w$]+)\s*,?\s*)?(?:\{([^}]*)\})?(?:\*\s+as\s+\w+)?\s*from\s*'([^']+)'/g)) {
    const [, typeOnly, , named, spec = ''] = m;
    if (typeOnly !== undefined) continue;
    const names = named === undefined ? null : named.split(',').map((n) => n.trim()).filter((n) => n !== '' && !n.startsWith('type ')).map((n) => n.split(/\s+as\s+/)[0] ?? n);
    if (names !== null && names.length === 0) continue;
    out.push(...importTargets(file, spec, names));
  }
  for (const m of text.matchAll(/(?:import\(|export\s+\{[^}]*\}\s*from\s*|import\s+)'([^']+)'/g)) {
    out.push(...importTargets(file, m[1] ?? '', null));
  }
  return out;
}

/** Every source file a page can run: its static and lazy imports, transitively. */
export function pageSources(page: string): Set<string> {
  const seen = new Set<string>([page]);
  const queue = [page];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    for (const dep of importsOf(file)) {
      if (seen.has(dep) || dep.startsWith(DICTIONARIES) || /\.test\.tsx?$/.test(dep)) continue;
      seen.add(dep);
      queue.push(dep);
    }
  }
  return seen;
}

/** Text keys (exact) and key prefixes (keys built at run time) that the sources name. */
export function keysIn(files: Iterable<string>, known: ReadonlySet<string>): { keys: Set<string>; prefixes: Set<string> } {
  const keys = new Set<string>();
  const prefixes = new Set<string>();
  const knownPrefix = (p: string) => {
    for (const k of known) if (k.startsWith(p)) return true;
    return false;
  };
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/['"`]([A-Z][A-Za-z0-9]*(?:\.[A-Za-z0-9_-]+)*\.?)(\$\{|['"`])/g)) {
      const [, literal = '', end] = m;
      if (end === '${' || literal.endsWith('.')) {
        if (literal.includes('.') && knownPrefix(literal)) prefixes.add(literal);
      } else if (known.has(literal)) keys.add(literal);
    }
  }
  return { keys, prefixes };
}

/** A business module's page (src/features/modules.ts) with its source file. */
export interface ModulePageEntry {
  name: string;
  /** The page's source file, absolute. */
  file: string;
}

/** The pages of the business modules' manifests (src/features/modules.ts), in order. */
export function readModulePages(webDir: string): ModulePageEntry[] {
  return MODULE_PAGES.map(({ name, source }) => {
    const file = resolveFile(join(webDir, 'src/features', source));
    if (file === null) throw new Error(`text-usage: ${source} (page ${name}) does not exist`);
    return { name, file };
  });
}

/** The text keys a page can show, prefixes expanded against the known keys. */
export function pageKeys(file: string, known: ReadonlySet<string>): Set<string> {
  const { keys, prefixes } = keysIn(pageSources(file), known);
  for (const prefix of prefixes) for (const key of known) if (key.startsWith(prefix)) keys.add(key);
  return keys;
}
