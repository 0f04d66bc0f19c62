/**
 * Next's pages router renders each page twice with React's web-streams renderer
 * (`react-dom/server.edge`: the page body, then the document), waits for every stream to finish
 * and joins it into one string before sending (`await stream.allReady; streamToString(stream)`).
 * Nothing reaches the browser while React renders, so the streaming machinery is pure cost: every
 * tag, attribute and text is encoded into its own Uint8Array, copied into 4 KB views and decoded
 * again. React's `renderToString` writes the same HTML as plain strings. This hands Next a stream
 * that is already complete and holds that string, which made pages 20–30% faster (the bench).
 *
 * Only calls without options are taken over: React's string renderer has no streaming options
 * (onError, signals, bootstrap scripts), so any call that passes them keeps the streaming renderer.
 * This app renders nothing that suspends on the server; a suspending component would get its
 * fallback in the HTML and render on the client instead of being awaited.
 */
import { createRequire } from 'node:module';
import type { ReactNode } from 'react';

/**
 * A finished render in the shape Next consumes: it awaits `allReady`, then reads the chunks with
 * `for await` (its streamToString). Nothing else is called on it, so no ReadableStream is built:
 * constructing one and reading it through a reader cost more than the one chunk it carries.
 */
export interface CompletedStream extends AsyncIterable<Uint8Array> {
  allReady: Promise<void>;
}
type RenderToReadableStream = (element: ReactNode, options?: Record<string, unknown>) => Promise<CompletedStream>;
type RenderToString = (element: ReactNode) => string;

const PATCHED = Symbol.for('storefront.stringRenderer');
const READY = Promise.resolve();

/** A finished render as the one-chunk, already-complete stream Next awaits and reads. */
export function completedStream(html: string): CompletedStream {
  // Buffer's UTF-8 encoder is about 3x faster than TextEncoder's on Node 20 (a 34 KB page: 7 µs
  // against 23 µs); a Buffer is a Uint8Array, which is all Next's TextDecoder needs.
  const bytes = html.length > 0 ? Buffer.from(html, 'utf8') : null;
  return {
    allReady: READY,
    async *[Symbol.asyncIterator]() {
      if (bytes) yield bytes;
    },
  };
}

function hasOptions(options: Record<string, unknown> | undefined): boolean {
  return !!options && Object.values(options).some((v) => v !== undefined);
}

/** renderToReadableStream's signature, answered by renderToString unless options are given. */
export function stringBackedRenderer(renderToString: RenderToString, streaming: RenderToReadableStream): RenderToReadableStream {
  return async (element, options) => (hasOptions(options) ? streaming(element, options) : completedStream(renderToString(element)));
}

/** The module objects exactly as Next's own server code resolves them. */
function reactServerModules() {
  const fromApp = createRequire(`${process.cwd()}/package.json`);
  const fromNext = createRequire(fromApp.resolve('next/dist/server/render.js'));
  return {
    edge: fromNext('react-dom/server.edge') as { renderToReadableStream: RenderToReadableStream & { [PATCHED]?: true } },
    node: fromNext('react-dom/server.node') as { renderToString: RenderToString },
  };
}

/** Installs the string-backed renderer once per process (server start-up, instrumentation.ts). */
export function installStringRenderer(): void {
  const { edge, node } = reactServerModules();
  if (edge.renderToReadableStream[PATCHED]) return;
  const patched = stringBackedRenderer(node.renderToString, edge.renderToReadableStream.bind(edge)) as RenderToReadableStream & { [PATCHED]?: true };
  patched[PATCHED] = true;
  edge.renderToReadableStream = patched;
}

/** Whether Next's pages renderer now goes through the string renderer (start-up check, tests). */
export function stringRendererInstalled(): boolean {
  const { edge } = reactServerModules();
  return edge.renderToReadableStream[PATCHED] === true;
}
