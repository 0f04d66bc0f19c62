import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import { sansFont } from './fonts';

/** The renderer could not start (already logged once); no PNG can be drawn in this process. */
export class RendererUnavailable extends Error {}

let ready: Promise<boolean> | undefined;

async function init(): Promise<boolean> {
  try {
    // Resolved and read at run time from the app's node_modules: a plain require.resolve would make
    // the bundler compile the .wasm into the route, which fails (and the file is 2.4 MB).
    const wasm = createRequire(path.join(process.cwd(), 'package.json')).resolve('@resvg/resvg-wasm/index_bg.wasm');
    await initWasm(await readFile(/* turbopackIgnore: true */ wasm));
    return true;
  } catch (e) {
    // A second copy of this module (another bundle, a dev reload) shares the initialised wasm.
    if (e instanceof Error && e.message.startsWith('Already initialized')) return true;
    console.error(`media: the PNG renderer (@resvg/resvg-wasm) did not start, PNG media answer 404: ${String(e)}`);
    return false;
  }
}

/** The SVG drawn as a PNG `width` pixels wide (height by its aspect ratio). Starts the wasm once per process. */
export async function svgToPng(svg: string, width: number): Promise<Uint8Array> {
  ready ??= init();
  if (!(await ready)) throw new RendererUnavailable('PNG renderer unavailable');
  const font = sansFont();
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    font: font ? { fontBuffers: font.buffers, defaultFontFamily: font.family, sansSerifFamily: font.family } : { fontBuffers: [] },
  });
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
