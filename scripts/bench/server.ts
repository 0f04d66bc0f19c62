import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { cpuReader } from './serverCpu';

export interface RunningServer {
  port: number;
  /** scripts/start.mjs's process (the server is its child). */
  pid: number | undefined;
  /** The server's CPU time used so far in µs (Linux only; null elsewhere). */
  cpuMicros: (() => number) | null;
  stop(): Promise<void>;
}

async function waitUp(url: string, tries = 600): Promise<void> {
  for (let i = 0; i < tries; i++) {
    try {
      const r = await fetch(url);
      if (r.status < 500) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no answer from ${url}`);
}

export function benchDatabaseFile(port: number): string {
  return `.data/bench-${port}.sqlite`;
}

/**
 * The checkout flow places thousands of orders; the bench's own database gets deep stock for the
 * items it sells so the flow measures orders, not sold-out answers.
 */
export function restock(port: number, itemIds: number[], cwd?: string): void {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const Database = require('better-sqlite3') as typeof import('better-sqlite3');
  const db = new Database(cwd ? `${cwd}/${benchDatabaseFile(port)}` : benchDatabaseFile(port));
  try {
    const update = db.prepare('UPDATE item_sizes SET stock = 1000000 WHERE item_id = ?');
    for (const id of itemIds) update.run(id);
  } finally {
    db.close();
  }
}

export interface StartOptions {
  /** Called with every line the server writes to stdout (its JSON request log among them); else stdout is dropped. */
  onStdoutLine?: (line: string) => void;
  /** Runs on the fresh database file after the server has migrated and seeded it, before the server is handed back. */
  prepare?: (file: string) => void;
  /** Another checkout's build to serve (an A/B against an earlier commit); its database file lives there. */
  cwd?: string;
  /**
   * Runs the server at this niceness (Linux `nice`), below the browser: a measurement of the page in the
   * browser (npm run lighthouse) then does not count the server's work, which a real shopper's device never
   * shares, into the page's main thread on a machine of two cores.
   */
  nice?: number;
}

/** Starts the production server (scripts/start.mjs, demo mode: migrated and seeded at start) on a fresh SQLite file. */
export async function startServer(port: number, env: Record<string, string> = {}, opts: StartOptions = {}): Promise<RunningServer> {
  const file = benchDatabaseFile(port);
  const at = (f: string) => (opts.cwd ? `${opts.cwd}/${f}` : f);
  for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(at(f), { force: true });
  if (opts.cwd) fs.mkdirSync(at('.data'), { recursive: true });
  const command = [process.execPath, 'scripts/start.mjs', '--demo'];
  const niced = opts.nice ? ['nice', '-n', String(opts.nice), ...command] : command;
  // `nice` execs the command: the child's pid stays the server's (cpuMicros reads it).
  const child: ChildProcess = spawn(niced[0], niced.slice(1), {
    cwd: opts.cwd,
    // Thousands of checkouts from one address: the throttle (server/throttle/limits.ts) is scaled out of the way.
    env: { ...process.env, PORT: String(port), SQLITE_FILE: file, DATABASE_URL: '', RATE_LIMIT_FACTOR: '1000000', ...env },
    stdio: ['ignore', opts.onStdoutLine ? 'pipe' : 'ignore', 'inherit'],
  });
  if (opts.onStdoutLine && child.stdout) {
    const onLine = opts.onStdoutLine;
    let rest = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) onLine(line);
    });
  }
  await waitUp(`http://127.0.0.1:${port}/healthz`);
  // Migrated and seeded before measuring.
  await waitUp(`http://127.0.0.1:${port}/api.php/settings?host=pf.localhost`);
  opts.prepare?.(at(file));
  return {
    port,
    pid: child.pid,
    cpuMicros: cpuReader(child.pid),
    // The load generator stops with requests still in flight; they finish before the server stops
    // (otherwise a page whose API calls go over HTTP logs refused connections to itself).
    stop: async () => {
      await new Promise((r) => setTimeout(r, 1000));
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    },
  };
}
