// Draws SVG media as PNG off the main thread (server/media/svgToPng.ts starts it). resvg-wasm runs
// synchronously, 50–120 ms for a banner: on the main thread every other request would wait.
// Plain JavaScript, loaded by path at run time, so the bundler leaves it (and the .wasm) alone.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';

const { appRoot, font } = workerData;
const requireFromApp = createRequire(path.join(appRoot, 'package.json'));

function fontOptions() {
  if (!font) return { fontBuffers: [] };
  return { fontBuffers: font.buffers, defaultFontFamily: font.family, sansSerifFamily: font.family };
}

function draw(Resvg, svg, width, maxHeight) {
  const fitWidth = new Resvg(svg, { fitTo: { mode: 'width', value: width }, font: fontOptions() });
  // A drawing taller than maxHeight at this width is fitted to maxHeight instead (narrower), so a
  // very tall SVG cannot make a huge bitmap.
  const tooTall = fitWidth.height * (width / fitWidth.width) > maxHeight;
  let resvg = fitWidth;
  if (tooTall) {
    fitWidth.free();
    resvg = new Resvg(svg, { fitTo: { mode: 'height', value: maxHeight }, font: fontOptions() });
  }
  try {
    const image = resvg.render();
    try {
      return image.asPng();
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}

async function main() {
  let Resvg;
  try {
    const wasm = requireFromApp('@resvg/resvg-wasm');
    await wasm.initWasm(readFileSync(requireFromApp.resolve('@resvg/resvg-wasm/index_bg.wasm')));
    Resvg = wasm.Resvg;
  } catch (e) {
    parentPort.postMessage({ type: 'failed', error: String(e) });
    return;
  }
  parentPort.on('message', ({ id, svg, width, maxHeight }) => {
    try {
      const png = draw(Resvg, svg, width, maxHeight);
      parentPort.postMessage({ type: 'done', id, png }, [png.buffer]);
    } catch (e) {
      parentPort.postMessage({ type: 'error', id, error: e instanceof Error ? e.message : String(e) });
    }
  });
  parentPort.postMessage({ type: 'ready' });
}

void main();
