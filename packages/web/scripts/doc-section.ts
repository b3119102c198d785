import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';

/**
 * Replace the part of docs/benchmarks.md between `<!-- name:start -->` and `<!-- name:end -->` with `body`
 * (appended when the markers are missing), so each measuring script owns its own section.
 */
export function writeDocSection(webDir: string, name: string, body: string): void {
  const docPath = resolve(webDir, '../../docs/benchmarks.md');
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const section = `${start}\n${body.trim()}\n${end}`;
  let doc = existsSync(docPath) ? readFileSync(docPath, 'utf8') : '# Benchmarks\n';
  const at = doc.indexOf(start);
  const until = doc.indexOf(end);
  doc = at >= 0 && until > at ? doc.slice(0, at) + section + doc.slice(until + end.length) : `${doc.trimEnd()}\n\n${section}\n`;
  writeFileSync(docPath, doc);
  console.log(`wrote ${relative(process.cwd(), docPath)} (${name})`);
}
