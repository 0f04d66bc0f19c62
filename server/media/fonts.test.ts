import { findSansFont, readSansFont, type FontChoice, type FontFs } from './fonts';

const candidates: FontChoice[] = [
  { family: 'Liberation Sans', files: ['/l/Regular.ttf', '/l/Bold.ttf'] },
  { family: 'DejaVu Sans', files: ['/d/Regular.ttf', '/d/Bold.ttf'] },
];

function fakeFs(files: string[]): FontFs & { reads: string[] } {
  const reads: string[] = [];
  return {
    reads,
    isFile: (f) => files.includes(f),
    read: (f) => {
      reads.push(f);
      return new TextEncoder().encode(f);
    },
  };
}

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

test('Liberation Sans first, with its bold face', () => {
  expect(findSansFont(fakeFs(['/l/Regular.ttf', '/l/Bold.ttf', '/d/Regular.ttf']).isFile, candidates)).toEqual(candidates[0]);
});

test('DejaVu Sans when Liberation Sans is missing; a missing bold face is left out', () => {
  expect(findSansFont(fakeFs(['/l/Bold.ttf', '/d/Regular.ttf']).isFile, candidates)).toEqual({ family: 'DejaVu Sans', files: ['/d/Regular.ttf'] });
});

test('no font at all: none, and one warning', () => {
  const fs = fakeFs([]);
  expect(findSansFont(fs.isFile, candidates)).toBeNull();
  expect(readSansFont(fs, candidates)).toBeNull();
  expect(warn).toHaveBeenCalledTimes(1);
  expect(warn.mock.calls[0][0]).toMatch(/no sans-serif font.*without text/);
});

test('readSansFont reads the chosen files and names the family', () => {
  const fs = fakeFs(['/d/Regular.ttf', '/d/Bold.ttf']);
  const font = readSansFont(fs, candidates);
  expect(font?.family).toBe('DejaVu Sans');
  expect(fs.reads).toEqual(['/d/Regular.ttf', '/d/Bold.ttf']);
  expect(font?.buffers.map((b) => new TextDecoder().decode(b))).toEqual(['/d/Regular.ttf', '/d/Bold.ttf']);
  expect(warn).not.toHaveBeenCalled();
});

test('a font that cannot be read: none, and one warning', () => {
  const fs = { isFile: () => true, read: () => { throw new Error('EACCES'); } };
  expect(readSansFont(fs, candidates)).toBeNull();
  expect(warn).toHaveBeenCalledTimes(1);
});
