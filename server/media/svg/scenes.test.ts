import { banner } from './scenes';

const palette = { primary: '#e0314b', primaryDark: '#a01f33', accent: '#ffd6dc', background: '#fff5f6', text: '#201316' };
const navy = { main: '#1f2a44', second: null };
const white = { main: '#ffffff', second: null };

test.each(['desktop', 'mobile'] as const)('a %s banner is a picture without words: the heading and button are live text on the page', (kind) => {
  const svg = banner(kind, [['legging', navy], ['tee', white], ['cheeky', navy]], palette);
  expect(svg).not.toMatch(/<text\b/);
  expect(svg).toContain(navy.main);
});

test.each([
  ['desktop', 'width="1600" height="600"'],
  ['mobile', 'width="800" height="1000"'],
] as const)('a %s banner keeps its size (no layout shift) and stays small enough for every visitor', (kind, size) => {
  for (const garments of [[['legging', navy], ['tee', white], ['set', navy]], [['sock', navy], ['anklesock', white]]] as const) {
    const svg = banner(kind, garments.map(([s, p]) => [s, p]), palette);
    expect(svg).toContain(size);
    expect(Buffer.byteLength(svg)).toBeLessThan(15_000);
  }
});
