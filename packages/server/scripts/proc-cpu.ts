/** CPU time of processes from Linux's /proc, for the bench scripts (0 where /proc is missing). */
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // Linux USER_HZ = 100

/** User + system CPU (ms) of one process, all its threads included. */
export function processCpuMs(pid: number): number {
  try {
    // Fields after the command name (which may hold spaces); utime and stime are the 12th and 13th of them.
    const fields = readFileSync(`/proc/${String(pid)}/stat`, 'utf8').replace(/^.*\) /s, '').split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** CPU (ms) of the PostgreSQL backends serving one database (their process title names it). */
export function databaseCpuMs(database: string | null): number {
  if (database === null || !existsSync('/proc')) return 0;
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (title.startsWith('postgres: ') && title.includes(` ${database} `)) total += processCpuMs(Number(entry));
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}
