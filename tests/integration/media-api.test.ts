import type { NextApiRequest } from 'next';
import { recordingResponse } from '../helpers/apiResponse';
import { setupTestDatabase } from '../helpers/testDb';
import { PNG_SIGNATURE, pngSize } from '../helpers/png';
import { getDb } from '../../server/db';
import { COLORS } from '../../server/media/colors';
import { recolorArt } from '../../server/media/svg/recolor';
import media from '../../pages/api/media/[id]';

setupTestDatabase('media');

/** Calls the /media/:id handler (next.config.ts rewrites /media/:id to it) with a minimal response. */
async function get(id: string, query: Record<string, unknown> = {}): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  const { res, answer } = recordingResponse();
  await media({ query: { ...query, id } } as unknown as NextApiRequest, res);
  return { ...answer, body: answer.body as Buffer };
}

/** The seeded pf home banner (1600 x 600) and its media id. */
async function bannerId(): Promise<string> {
  const db = await getDb();
  const row = await db.selectFrom('brand_settings').select('settings_json').where('brand_id', '=', 'pf').executeTakeFirstOrThrow();
  const url = (JSON.parse(row.settings_json) as { banner: { desktopImage: { url: string } } }).banner.desktopImage.url;
  return /^\/media\/([0-9a-f]+)\.svg$/.exec(url)![1];
}

let id: string;
beforeAll(async () => {
  id = await bannerId();
});

test('/media/<id>.png is the stored SVG drawn as a 1200 px wide PNG, cached for good', async () => {
  const res = await get(`${id}.png`);
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('image/png');
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect([...res.body.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  expect(pngSize(res.body)).toEqual({ width: 1200, height: 450 });
  // The second answer comes from the in-process cache, byte for byte the same.
  expect((await get(`${id}.png`)).body.equals(res.body)).toBe(true);
});

test('/media/<id>.svg and the bare id answer the SVG as before', async () => {
  for (const path of [`${id}.svg`, id]) {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body.toString('utf8')).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  }
});

test.each(['ffffffffffffffffffff.png', 'ffffffffffffffffffff.svg', '../x.png', '..%2Fx.png', 'x/../../etc/passwd', `${'a'.repeat(200)}.png`, `${'a'.repeat(200)}`, 'a.jpg', '', `${'0'.repeat(20)}.png.png`])(
  'an unknown or malformed id (%s) is a 404, never a 500',
  async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers['content-type']).toBeUndefined();
  },
);

test('an id whose SVG cannot be drawn is a 404 (logged once), not a 500', async () => {
  const db = await getDb();
  await db.insertInto('media').values({ id: 'broken0000000000000', content_type: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg"' }).execute();
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  try {
    expect((await get('broken0000000000000.png')).status).toBe(404);
    expect((await get('broken0000000000000.png')).status).toBe(404);
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0][0])).toContain('broken0000000000000');
  } finally {
    error.mockRestore();
  }
});

describe('colourways: /media/<id>.svg?color=<name>', () => {
  /** A seeded item's front view and its first (base) colour. */
  async function front(): Promise<{ id: string; base: string }> {
    const db = await getDb();
    const row = await db
      .selectFrom('item_images as i')
      .innerJoin('item_colors as c', (j) => j.onRef('c.item_id', '=', 'i.item_id').on('c.position', '=', 0))
      .select(['i.url', 'c.name'])
      .where('i.kind', '=', 'main')
      .where('i.image_key', '=', 'image1')
      .where('c.name', '=', 'Lavender')
      .executeTakeFirstOrThrow();
    return { id: /^\/media\/([0-9a-f]+)\.svg$/.exec(row.url)![1], base: row.name };
  }

  test('the garment is drawn in the asked colour, two-tone included; the backdrop stays', async () => {
    const { id: art, base } = await front();
    const plain = (await get(`${art}.svg`)).body.toString('utf8');
    expect(plain).toContain(COLORS[base].hex);
    const res = await get(`${art}.svg`, { color: 'Ivory/Black' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const svg = res.body.toString('utf8');
    expect(svg).not.toContain(COLORS[base].hex);
    expect(svg).toContain(`fill="${COLORS.Ivory.hex}"`);
    expect(svg).toContain(`fill="${COLORS.Black.hex}"`);
    expect(svg).toBe(recolorArt(plain, { main: COLORS.Ivory.hex, second: COLORS.Black.hex }));
    expect((await get(art, { color: base })).body.toString('utf8')).toBe(plain);
  });

  test.each([['Plaid'], [''], [['Black', 'Red']], ['x'.repeat(500)]])('an unknown colour (%p) is a 404', async (color) => {
    const { id: art } = await front();
    const res = await get(`${art}.svg`, { color });
    expect(res.status).toBe(404);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });

  test('a colourway is SVG only, and of stored art only', async () => {
    const { id: art } = await front();
    expect((await get(`${art}.png`, { color: 'Black' })).status).toBe(404);
    expect((await get('ffffffffffffffffffff.svg', { color: 'Black' })).status).toBe(404);
  });
});
