import { encodeAsciiOrNull, installAsciiTextEncoder } from './asciiTextEncoder';

const native = TextEncoder.prototype.encode;
const samples = ['', 'a', '<div class="x">', 'Pure Form — Leggings', 'Größe', '😀 emoji', 'x'.repeat(512), 'y'.repeat(513), '\u007f\u0080', 'lone \ud800 surrogate'];

test('the fast path handles only short ASCII strings', () => {
  expect(encodeAsciiOrNull('<p>')).toEqual(new Uint8Array([60, 112, 62]));
  expect(encodeAsciiOrNull('é')).toBeNull();
  expect(encodeAsciiOrNull('x'.repeat(513))).toBeNull();
});

test('after installing, encode gives exactly what the native encoder gives, in a fresh buffer', () => {
  installAsciiTextEncoder();
  installAsciiTextEncoder(); // idempotent
  const enc = new TextEncoder();
  for (const s of samples) {
    const got = enc.encode(s);
    const want = native.call(enc, s);
    expect(got).toBeInstanceOf(Uint8Array);
    expect(Array.from(got)).toEqual(Array.from(want));
    expect(got.byteOffset).toBe(0);
    expect(got.buffer.byteLength).toBe(got.byteLength);
  }
  expect(Array.from(enc.encode())).toEqual([]);
  expect(Array.from(enc.encode(42 as unknown as string))).toEqual([52, 50]);
});
