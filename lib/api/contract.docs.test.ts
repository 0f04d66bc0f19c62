import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROUTE_KEYS } from './contract';

// docs/api.md documents each route in a table row whose first cell is exactly 'METHOD path'.
const doc = readFileSync(path.join(__dirname, '../../docs/api.md'), 'utf8');
const documented = [...doc.matchAll(/^\|\s*((?:GET|POST) [^|]*?)\s*\|/gm)].map((m) => m[1]).filter((cell) => /^(GET|POST) [a-z0-9/:_-]+$/.test(cell));

describe('docs/api.md and the route table (lib/api/contract.ts)', () => {
  test('every route is documented with its method and path', () => {
    expect(ROUTE_KEYS.filter((k) => !documented.includes(k))).toEqual([]);
  });

  test('every documented route exists, and is documented once', () => {
    expect(documented.filter((d) => !(ROUTE_KEYS as string[]).includes(d))).toEqual([]);
    expect(documented.filter((d, i) => documented.indexOf(d) !== i)).toEqual([]);
  });
});
