/**
 * Node 20's TextEncoder.prototype.encode crosses into C++ and allocates a transferable buffer on
 * every call (about 360 ns, against about 30 ns for a short ASCII string copied in JavaScript).
 * React's streaming server renderer, which Next's pages router uses, calls it for nearly every
 * tag, attribute and text node, so it was a third of page render time. Short ASCII strings take
 * the JavaScript path; anything else goes to the native encoder. The result is the same either
 * way: a fresh Uint8Array over its own buffer holding the UTF-8 bytes.
 */
const MAX_FAST_LENGTH = 512;

export function encodeAsciiOrNull(s: string): Uint8Array | null {
  const n = s.length;
  if (n > MAX_FAST_LENGTH) return null;
  const out = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c > 0x7f) return null;
    out[i] = c;
  }
  return out;
}

const PATCHED = Symbol.for('storefront.asciiTextEncoder');

/** Installs the fast path on TextEncoder.prototype.encode once per process. */
export function installAsciiTextEncoder(): void {
  const proto = TextEncoder.prototype as TextEncoder & { [PATCHED]?: true };
  if (proto[PATCHED]) return;
  const native = proto.encode;
  proto.encode = function encode(this: TextEncoder, input: string = ''): Uint8Array<ArrayBuffer> {
    const s = typeof input === 'string' ? input : String(input);
    return (encodeAsciiOrNull(s) ?? native.call(this, s)) as Uint8Array<ArrayBuffer>;
  };
  proto[PATCHED] = true;
}
