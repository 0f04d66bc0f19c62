/** @jest-environment node */
import { createRequire } from 'node:module';
import { useId, useState, type ReactNode } from 'react';
import { completedStream, installStringRenderer, stringBackedRenderer, stringRendererInstalled } from './stringRenderer';

const req = createRequire(`${process.cwd()}/package.json`);
const edge = req('react-dom/server.edge');
const streaming = edge.renderToReadableStream;

// React's development stream build warns about empty chunks on runtimes without
// ArrayBuffer.prototype.detached (Node 20); the production build that serves pages does not.
const consoleError = console.error;
beforeAll(() => {
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (String(args[0]).includes('ArrayBuffer.prototype.detached')) return;
    consoleError(...args);
  });
});
afterAll(() => jest.restoreAllMocks());

// Read as Next's pages renderer reads a render: its own streamToString (`for await` over chunks).
const { streamToString } = req('next/dist/server/stream-utils/node-web-streams-helper') as {
  streamToString(stream: AsyncIterable<Uint8Array>): Promise<string>;
};
async function streamText(stream: AsyncIterable<Uint8Array>): Promise<string> {
  return streamToString(stream);
}

function Labelled({ label, children }: { label: string; children?: ReactNode }) {
  const id = useId();
  const [open] = useState(false);
  return (
    <div role="group" aria-labelledby={id} data-open={open}>
      <span id={id}>{label}</span>
      {children}
    </div>
  );
}

const pages: Array<[string, () => ReactNode]> = [
  ['adjacent text', () => <p>{'Size'} {3} {'left'}</p>],
  ['escaping', () => <a href={'/search?q=<b>&x="1"'} title={"it's"}>{'<script>alert(1)</script> & more'}</a>],
  ['unicode', () => <h1>Größe — 😀 Ümlaut, lone {'\ud800'} surrogate</h1>],
  ['ids and hooks', () => <Labelled label="Colour"><Labelled label="Size" /></Labelled>],
  ['style and booleans', () => <button type="button" disabled style={{ marginTop: 4, backgroundColor: 'red' }} aria-pressed={false}>x</button>],
  ['images', () => <picture><source srcSet="/a.webp 1x" type="image/webp" /><img src="/a.jpg" alt="" fetchPriority="high" loading="eager" width={10} height={10} /></picture>],
  ['a long page', () => <ul>{Array.from({ length: 2000 }, (_, i) => <li key={i} className={`row r${i}`}>Item {i} · ${(i * 1.5).toFixed(2)}</li>)}</ul>],
];

test.each(pages)('gives byte for byte what the streaming renderer gives: %s', async (_name, page) => {
  const element = page();
  const renderer = stringBackedRenderer(req('react-dom/server.node').renderToString, streaming);
  const want = await streamText(await streaming(element));
  const stream = await renderer(element);
  await stream.allReady;
  expect(await streamText(stream)).toBe(want);
});

test('calls with options keep the streaming renderer', async () => {
  const calls: unknown[] = [];
  const renderer = stringBackedRenderer(
    () => 'string',
    async (el, options) => {
      calls.push(options);
      return completedStream('streamed');
    },
  );
  expect(await streamText(await renderer(<p />, { onError: () => undefined }))).toBe('streamed');
  expect(await streamText(await renderer(<p />, { onError: undefined }))).toBe('string');
  expect(await streamText(await renderer(<p />))).toBe('string');
  expect(calls).toHaveLength(1);
});

test('a render error rejects, as the streaming renderer does', async () => {
  function Broken(): ReactNode {
    throw new Error('boom');
  }
  const renderer = stringBackedRenderer(req('react-dom/server.node').renderToString, streaming);
  await expect(renderer(<Broken />)).rejects.toThrow('boom');
});

test('installs once on the module Next resolves, and Next then renders through it', async () => {
  expect(stringRendererInstalled()).toBe(false);
  installStringRenderer();
  const patched = edge.renderToReadableStream;
  installStringRenderer();
  expect(edge.renderToReadableStream).toBe(patched);
  expect(stringRendererInstalled()).toBe(true);
  // The same object Next's pages renderer reads (next/dist/server/ReactDOMServerPages).
  const fromNext = createRequire(req.resolve('next/dist/server/render.js'));
  expect(fromNext('next/dist/server/ReactDOMServerPages').renderToReadableStream).toBe(patched);
  expect(await streamText(await patched(<p>ok</p>))).toBe('<p>ok</p>');
});
