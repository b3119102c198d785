import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** What the HTTP benchmarks share: their command-line options and the server they start as a child process. */

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** `--name value` from the command line, or the fallback. */
export function arg(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

/** `node --import tsx src/main.ts` on a free port with `env` (warnings only, no demo data); resolves once it listens. */
export function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolveStart, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: root,
      env: { ...process.env, ...env, PORT: '0', LOG_LEVEL: 'warn', NO_DEMO_DATA: 'true' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let buffer = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const match = /Eticket: http:\/\/localhost:(\d+)/.exec(buffer);
      if (match?.[1] !== undefined) resolveStart({ child, port: Number(match[1]) });
    });
    child.on('exit', (code) => {
      reject(new Error(`server exited with ${String(code)}`));
    });
  });
}
