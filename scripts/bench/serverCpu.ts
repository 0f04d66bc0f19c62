import fs from 'node:fs';

/**
 * CPU time (user + system, µs) the server process has used so far, read from Linux's /proc. The
 * server is `next start`, a child of scripts/start.mjs, so the wrapper's children are followed.
 * Returns null where /proc is not available; the bench then prints no CPU column.
 */
export function cpuReader(wrapperPid: number | undefined): (() => number) | null {
  if (!wrapperPid || process.platform !== 'linux') return null;
  const ticksPerSecond = 100; // USER_HZ: 100 on every Linux architecture Node supports
  const pids = (): number[] => {
    try {
      const children = fs.readFileSync(`/proc/${wrapperPid}/task/${wrapperPid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
      return [wrapperPid, ...children];
    } catch {
      return [];
    }
  };
  const ticks = (pid: number): number => {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may contain spaces) start at ')'; utime and stime are 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  };
  if (pids().length < 2) return null;
  return () => pids().reduce((sum, pid) => sum + ticks(pid), 0) * (1_000_000 / ticksPerSecond);
}
