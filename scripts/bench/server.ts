import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';

export interface RunningServer {
  port: number;
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

/** Starts the production server (scripts/start.mjs) on a fresh SQLite file. */
export async function startServer(port: number, env: Record<string, string> = {}): Promise<RunningServer> {
  const file = `.data/bench-${port}.sqlite`;
  for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, PORT: String(port), SQLITE_FILE: file, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitUp(`http://127.0.0.1:${port}/healthz`);
  // Migrated and seeded before measuring.
  await waitUp(`http://127.0.0.1:${port}/api.php/settings?host=pf.localhost`);
  return {
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
