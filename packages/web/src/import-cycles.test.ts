import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Lint's import-x/no-cycle skips `import type`; a cycle closed by a type import still ties two files
// together (neither can move or split without the other), so the web's graph is checked here with every
// import: static, type-only and lazy.
const srcDir = import.meta.dirname;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry) && !entry.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveImport(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx'), base].find((file) => /\.tsx?$/.test(file) && existsSync(file)) ?? null;
}

function importGraph(files: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const specs = [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^import\s+)'(\.{1,2}\/[^']+)'/gm)].map((m) => m[1] ?? '');
    graph.set(file, specs.map((spec) => resolveImport(file, spec)).filter((dep): dep is string => dep !== null));
  }
  return graph;
}

/** Strongly connected groups of more than one file (Tarjan). */
function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
      onStack.delete(top);
      group.push(top);
      if (top === node) break;
    }
    if (group.length > 1) out.push(group);
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return out;
}

describe('the web import graph', () => {
  it('finds a cycle when there is one (type-only and lazy imports included)', () => {
    const a = join(srcDir, 'a.ts');
    const b = join(srcDir, 'b.ts');
    expect(cycles(new Map([[a, [b]], [b, [a]]]))).toHaveLength(1);
  });

  it('has no cycles', () => {
    const found = cycles(importGraph(sources(srcDir))).map((group) => group.map((file) => relative(srcDir, file)).join(' → '));
    expect(found).toEqual([]);
  });
});
