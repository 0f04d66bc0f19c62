import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { sansFont } from './fonts';

/** The renderer could not start (already logged once); no PNG can be drawn in this process. */
export class RendererUnavailable extends Error {}

/** The tallest PNG drawn: a taller drawing is fitted to this height instead of to the width. */
export const MAX_PNG_HEIGHT = 2400;

/** A render that takes longer is abandoned (the worker is restarted). */
const RENDER_TIMEOUT_MS = 20_000;

type FromWorker =
  | { type: 'ready' }
  | { type: 'failed'; error: string }
  | { type: 'done'; id: number; png: Uint8Array }
  | { type: 'error'; id: number; error: string };

interface Job {
  resolve(png: Uint8Array): void;
  reject(e: Error): void;
  timer: NodeJS.Timeout;
}

interface Renderer {
  worker: Worker;
  ready: Promise<boolean>;
}

const jobs = new Map<number, Job>();
let nextJob = 1;
let renderer: Renderer | null = null;
let unavailable = false;
let rendered = 0;

function stop(reason: string): void {
  const current = renderer;
  renderer = null;
  for (const [id, job] of jobs) {
    clearTimeout(job.timer);
    job.reject(new Error(reason));
    jobs.delete(id);
  }
  if (current) void current.worker.terminate();
}

/** One worker thread per process, started on the first render and again after a crash. */
function start(): Renderer {
  const font = sansFont();
  // Resolved from the app's root at run time; next.config.ts traces the file for deployments.
  const file = path.join(/* turbopackIgnore: true */ process.cwd(), 'server', 'media', 'pngWorker.mjs');
  const worker = new Worker(file, { workerData: { appRoot: process.cwd(), font } });
  const ready = new Promise<boolean>((resolve) => {
    worker.on('message', (msg: FromWorker) => {
      if (msg.type === 'ready') return resolve(true);
      if (msg.type === 'failed') {
        console.error(`media: the PNG renderer (@resvg/resvg-wasm) did not start, PNG media answer 404: ${msg.error}`);
        unavailable = true;
        resolve(false);
        return stop('PNG renderer unavailable');
      }
      const job = jobs.get(msg.id);
      if (!job) return;
      jobs.delete(msg.id);
      clearTimeout(job.timer);
      if (msg.type === 'done') {
        rendered++;
        job.resolve(msg.png);
      } else {
        job.reject(new Error(msg.error));
      }
    });
    worker.on('error', (e) => {
      console.error(`media: the PNG renderer stopped: ${String(e)}`);
      resolve(false);
      if (renderer?.worker === worker) stop(`PNG renderer stopped: ${String(e)}`);
    });
    worker.on('exit', () => {
      resolve(false);
      if (renderer?.worker === worker) stop('PNG renderer exited');
    });
  });
  // After the listeners: adding a 'message' listener refs the worker again. Unref'd, an idle
  // renderer never keeps the process (a test run, a stopping server) alive.
  worker.unref();
  return { worker, ready };
}

/**
 * The SVG drawn as a PNG `width` pixels wide (height by its aspect ratio, at most MAX_PNG_HEIGHT),
 * in a worker thread: the main thread keeps serving pages while resvg draws.
 */
export async function svgToPng(svg: string, width: number): Promise<Uint8Array> {
  if (unavailable) throw new RendererUnavailable('PNG renderer unavailable');
  renderer ??= start();
  const current = renderer;
  if (!(await current.ready)) {
    if (unavailable) throw new RendererUnavailable('PNG renderer unavailable');
    throw new Error('PNG renderer stopped');
  }
  return new Promise<Uint8Array>((resolve, reject) => {
    const id = nextJob++;
    const timer = setTimeout(() => {
      jobs.delete(id);
      reject(new Error(`PNG render took over ${RENDER_TIMEOUT_MS} ms`));
      if (renderer === current) stop('PNG renderer restarted after a slow render');
    }, RENDER_TIMEOUT_MS);
    timer.unref();
    jobs.set(id, { resolve, reject, timer });
    current.worker.postMessage({ id, svg, width, maxHeight: MAX_PNG_HEIGHT });
  });
}

/** PNGs drawn by the worker thread in this process (tests). */
export const pngsRenderedOffThread = () => rendered;
