import { artTextProblems, unknownColourNames, type ArtFacts } from './artText';

// pf's feed-5: black joggers on a blush ground.
const joggers: ArtFacts = { garments: ['jogger'], garmentColours: ['black'], otherColours: ['blush'] };

test('a title naming the garment and its drawn colour is true', () => {
  expect(artTextProblems('Black joggers on blush', joggers, true)).toEqual([]);
  expect(artTextProblems('Commute-proof black joggers. Softest thing I own.', joggers)).toEqual([]);
});

test('naming the ground colour as the garment colour is caught', () => {
  expect(artTextProblems('Blush joggers on the commute', joggers, true)).toEqual(["does not name the garment's color (black)"]);
});

test('a colour that is not drawn is caught, also inside a longer name', () => {
  expect(artTextProblems('Berry joggers', joggers)).toEqual(['names berry, which is not drawn']);
  expect(artTextProblems('Hot pink joggers', joggers)).toEqual(['names hot pink, which is not drawn']);
  // 'hot pink' drawn does not excuse a bare 'pink' elsewhere, but is itself fine.
  const pink: ArtFacts = { garments: ['flare'], garmentColours: ['hot pink'], otherColours: ['white'] };
  expect(artTextProblems('Hot pink flares on white', pink, true)).toEqual([]);
  expect(artTextProblems('Hot pink flares with pink trim', pink)).toEqual(['names pink, which is not drawn']);
});

test('a garment that is not drawn is caught; with complete, a missing garment too', () => {
  expect(artTextProblems('Black joggers and a hoodie', joggers)).toEqual(['names a hoodie that is not drawn']);
  expect(artTextProblems('Black commute look', joggers, true)).toEqual(['does not name the jogger drawn']);
  // Words for sock shapes do not overlap: ankle socks are not crew socks.
  const ankle: ArtFacts = { garments: ['ankle'], garmentColours: ['rust'], otherColours: ['peach'] };
  expect(artTextProblems('Rust ankle socks', ankle, true)).toEqual([]);
  expect(artTextProblems('Rust crew socks', ankle)).toEqual(['names a sock that is not drawn']);
});

test('texts without colour or garment words say nothing untrue', () => {
  expect(artTextProblems('Shop the look', joggers)).toEqual([]);
});

test('colour names the check cannot recognise are reported', () => {
  expect(unknownColourNames({ primary: 'teal', primaryDark: 'deep teal', accent: 'seafoam', background: 'white', text: 'black', white: 'white' })).toEqual(['seafoam']);
});

test('a pattern or detail the text promises must be drawn: a "ribbed" tank needs the rib knit on it', () => {
  const tank: ArtFacts = { garments: ['tank'], garmentColours: ['deep teal'], otherColours: ['white'] };
  expect(artTextProblems('Ribbed tank in deep teal', tank, true)).toEqual(['promises a rib knit, which is not drawn']);
  expect(artTextProblems('Ribbed tank in deep teal', { ...tank, details: ['rib'] }, true)).toEqual([]);
  expect(artTextProblems('Striped tank with a pocket', { ...tank, details: ['rib'] })).toEqual([
    'promises stripes, which is not drawn',
    'promises a pocket, which is not drawn',
  ]);
});
