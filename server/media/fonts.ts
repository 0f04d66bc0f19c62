import fs from 'node:fs';

/** A sans-serif family and its font files (regular first). */
export interface FontChoice {
  family: string;
  files: string[];
}

/** The system fonts tried in order: Liberation Sans has Helvetica's and Arial's metrics. */
export const SANS_FONT_CANDIDATES: readonly FontChoice[] = [
  {
    family: 'Liberation Sans',
    files: ['/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf', '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf'],
  },
  {
    family: 'DejaVu Sans',
    files: ['/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'],
  },
];

/**
 * The first candidate whose regular face exists, with those of its files that exist (without the
 * bold face, bold text is drawn from the regular one), or null when no candidate is installed.
 */
export function findSansFont(exists: (file: string) => boolean, candidates: readonly FontChoice[] = SANS_FONT_CANDIDATES): FontChoice | null {
  for (const c of candidates) {
    if (c.files.length && exists(c.files[0])) return { family: c.family, files: c.files.filter(exists) };
  }
  return null;
}

export interface LoadedFont {
  family: string;
  buffers: Uint8Array[];
}

export interface FontFs {
  isFile(file: string): boolean;
  read(file: string): Uint8Array;
}

const systemFs: FontFs = {
  isFile: (file) => {
    try {
      return fs.statSync(file).isFile();
    } catch {
      return false;
    }
  },
  read: (file) => fs.readFileSync(file),
};

/**
 * The font for rendering media, read from the system. resvg-wasm cannot see system fonts by
 * itself, so the files are handed to it; without any, the PNG has no text (and one warning).
 */
export function readSansFont(files: FontFs = systemFs, candidates: readonly FontChoice[] = SANS_FONT_CANDIDATES): LoadedFont | null {
  const choice = findSansFont(files.isFile, candidates);
  if (!choice) {
    console.warn(`media: no sans-serif font found (tried ${candidates.map((c) => c.family).join(', ')}); PNG media are drawn without text`);
    return null;
  }
  try {
    return { family: choice.family, buffers: choice.files.map(files.read) };
  } catch (e) {
    console.warn(`media: could not read ${choice.family} (${String(e)}); PNG media are drawn without text`);
    return null;
  }
}

let loaded: LoadedFont | null | undefined;

/** readSansFont once per process. */
export function sansFont(): LoadedFont | null {
  if (loaded === undefined) loaded = readSansFont();
  return loaded;
}
