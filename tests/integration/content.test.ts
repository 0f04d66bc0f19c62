/**
 * The content layer end to end: the same GROQ through the local groq-js path and through
 * @sanity/client against a local server that answers like Sanity's query endpoint (evaluating
 * with groq-js over the same NDJSON); error mapping; listener size; the committed dataset.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createClient } from '@sanity/client';
import { evaluate, parse } from 'groq-js';
import {
  CONTENT_GET_MAX,
  CONTENT_LISTENER_URL_MAX,
  ContentError,
  assertListenerUrlSize,
  contentRequestMethod,
  createLocalContentClient,
  createSanityContentClient,
  encodeQueryString,
  getContentClient,
  listenerUrl,
  parseNdjson,
  resetContentClient,
  type ContentClient,
  type ContentRequestInfo,
} from '../../lib/content/client';
import { clearContentCache, getContentPage, getLanding, getSocialMediaSpecial, listIndexablePages, listIndexableSlugs } from '../../lib/content/pages';
import { INDEXABLE_PAGES_QUERY, LANDING_BY_SLUG_QUERY, PAGE_BY_SLUG_QUERY } from '../../lib/content/queries';
import type { ContentDocument, ContentPage } from '../../lib/content/types';
import { DATASET_FILE, REQUIRED_SLUGS, buildAssets, buildDocuments, toNdjson, validate } from '../../content/build';
import { BRAND_CONTENT } from '../../content/pages';
import { ROUTES } from '../../server/routes';
import { readCheckoutInput } from '../../server/checkout/input';
import type { ArtSpec } from '../../content/pages/common';
import { computeAmountsCents } from '../../server/cart/amounts';
import { buildCatalog } from '../../server/seed/catalog';
import { seedDataFor } from '../../server/seed/data/index';
import { brandNumber, IdBlock } from '../../server/seed/ids';
import { MediaLibrary } from '../../server/seed/media';
import { FREE_SHIPPING_THRESHOLD } from '../../server/seed/shipping';
import { BRANDS } from '../../brands';

const ROOT = process.cwd();
const DATASET_PATH = path.join(ROOT, DATASET_FILE);
const DOCS = parseNdjson(readFileSync(DATASET_PATH, 'utf8')) as ContentDocument[];
const DATASET_NAME = 'production';
const PROJECT_ID = 'test1234';

type Mode = 'ok' | '500' | '404' | 'hang' | 'reset';

interface Seen {
  method: string;
  url: string;
  projectHeader: string | undefined;
}

/** A stand-in for Sanity's query API: GET with ?query=&$param=, or POST with {query, params}. */
function startFakeSanity(): Promise<{ server: http.Server; url: string; seen: Seen[]; setMode: (m: Mode) => void }> {
  let mode: Mode = 'ok';
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', projectHeader: req.headers['x-sanity-project-id'] as string | undefined });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify(body));
      };
      if (mode === 'hang') return; // never answers
      if (mode === 'reset') {
        req.socket.destroy();
        return;
      }
      if (mode === '500') return send(500, { error: 'Internal Server Error', message: 'Something broke' });
      const u = new URL(req.url ?? '/', 'http://127.0.0.1');
      const expected = `/v2025-01-01/data/query/${DATASET_NAME}`;
      if (mode === '404' || u.pathname !== expected) return send(404, { error: 'Not Found', message: `No route ${u.pathname}` });
      let query = '';
      let params: Record<string, unknown> = {};
      if (req.method === 'GET') {
        query = u.searchParams.get('query') ?? '';
        for (const [k, v] of u.searchParams) if (k.startsWith('$')) params[k.slice(1)] = JSON.parse(v);
      } else if (req.method === 'POST') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { query: string; params?: Record<string, unknown> };
        query = body.query;
        params = body.params ?? {};
      } else {
        return send(405, { error: 'Method Not Allowed' });
      }
      try {
        const value = await evaluate(parse(query, { params }), { dataset: DOCS, params });
        send(200, { ms: 1, query, result: await value.get() });
      } catch (e) {
        send(400, { error: { description: (e as Error).message, type: 'queryParseError' } });
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}`, seen, setMode: (m) => (mode = m) });
    });
  });
}

function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const s = http.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

async function expectContentError(p: Promise<unknown>, kind: ContentError['kind'], status?: number): Promise<ContentError> {
  let caught: unknown;
  try {
    await p;
  } catch (e) {
    caught = e;
  }
  expect(caught).toBeInstanceOf(ContentError);
  const err = caught as ContentError;
  expect(err.kind).toBe(kind);
  if (status !== undefined) expect(err.status).toBe(status);
  return err;
}

let fake: Awaited<ReturnType<typeof startFakeSanity>>;
let local: ContentClient;
let remote: ContentClient;
const localRequests: ContentRequestInfo[] = [];

beforeAll(async () => {
  fake = await startFakeSanity();
  local = createLocalContentClient({ datasetPath: DATASET_PATH, onRequest: (i) => localRequests.push(i) });
  remote = createSanityContentClient({ projectId: PROJECT_ID, dataset: DATASET_NAME, apiHost: fake.url, useCdn: false, maxRetries: 0, timeout: 5000 });
});

afterAll(async () => {
  await new Promise<void>((resolve) => {
    fake.server.closeAllConnections();
    fake.server.close(() => resolve());
  });
});

beforeEach(() => {
  fake.setMode('ok');
  fake.seen.length = 0;
  localRequests.length = 0;
});

describe('local groq-js path and @sanity/client path agree', () => {
  it('returns identical pages for every document in the dataset', async () => {
    for (const doc of DOCS) {
      const params = { brand: doc.brand, slug: doc.slug.current };
      const [a, b] = await Promise.all([local.fetch<ContentPage>(PAGE_BY_SLUG_QUERY, params), remote.fetch<ContentPage>(PAGE_BY_SLUG_QUERY, params)]);
      expect(a).not.toBeNull();
      expect(b).toEqual(a);
      expect(a.slug).toBe(doc.slug.current);
      expect(a.blocks.length).toBeGreaterThan(0);
    }
    expect(fake.seen.every((s) => s.method === 'GET')).toBe(true);
    expect(fake.seen[0].projectHeader).toBe(PROJECT_ID);
  });

  it('agrees on landings, sitemap listings and misses', async () => {
    const cases: [string, Record<string, unknown>][] = [
      [LANDING_BY_SLUG_QUERY, { brand: 'pf', slug: 'spring-sale', kind: null }],
      [LANDING_BY_SLUG_QUERY, { brand: 'pf', slug: 'pf-vip-optin-csr', kind: 'social_media_special' }],
      [LANDING_BY_SLUG_QUERY, { brand: 'pf', slug: 'pf-vip-optin-csr', kind: 'landing' }],
      [PAGE_BY_SLUG_QUERY, { brand: 'hb', slug: 'no-such-page' }],
      ...['pf', 'ckb', 'uncommonpair', 'hb'].map((brand): [string, Record<string, unknown>] => [INDEXABLE_PAGES_QUERY, { brand }]),
    ];
    for (const [query, params] of cases) {
      const a = await local.fetch<unknown>(query, params);
      const b = await remote.fetch<unknown>(query, params);
      expect(b).toEqual(a);
    }
    expect(await local.fetch(LANDING_BY_SLUG_QUERY, { brand: 'pf', slug: 'pf-vip-optin-csr', kind: 'landing' })).toBeNull();
    expect(await local.fetch(PAGE_BY_SLUG_QUERY, { brand: 'hb', slug: 'no-such-page' })).toBeNull();
  });

  it(`sends queries as GET under ${CONTENT_GET_MAX} characters and as POST above, on both paths`, async () => {
    const query = `*[_type == "page" && brand == $brand && slug.current == $slug && $pad != ""][0]{title}`;
    const small = { brand: 'ckb', slug: 'care', pad: 'x' };
    const large = { ...small, pad: 'x'.repeat(CONTENT_GET_MAX) };
    expect(contentRequestMethod(query, small)).toBe('GET');
    expect(contentRequestMethod(query, large)).toBe('POST');

    expect(await remote.fetch(query, small)).toEqual(await local.fetch(query, small));
    expect(await remote.fetch(query, large)).toEqual(await local.fetch(query, large));
    expect(fake.seen.map((s) => s.method)).toEqual(['GET', 'POST']);
    expect(localRequests.map((r) => r.method)).toEqual(['GET', 'POST']);
    expect(await local.fetch(query, large)).toEqual({ title: 'Care Guide' });

    // The boundary matches @sanity/client exactly: the longest GET and the shortest POST.
    const base = encodeQueryString(query, { ...small, pad: '' }).length;
    const padFor = (len: number) => ({ ...small, pad: 'y'.repeat(len - base) });
    fake.seen.length = 0;
    await remote.fetch(query, padFor(CONTENT_GET_MAX - 1));
    await remote.fetch(query, padFor(CONTENT_GET_MAX));
    expect(fake.seen.map((s) => s.method)).toEqual(['GET', 'POST']);
    expect(contentRequestMethod(query, padFor(CONTENT_GET_MAX - 1))).toBe('GET');
    expect(contentRequestMethod(query, padFor(CONTENT_GET_MAX))).toBe('POST');
  });

  it('getContentClient() picks Sanity from the environment and the local dataset otherwise', async () => {
    const saved = { ...process.env };
    try {
      delete process.env.SANITY_PROJECT_ID;
      delete process.env.SANITY_DATASET;
      resetContentClient();
      clearContentCache();
      expect(getContentClient().mode).toBe('local');
      const localPage = await getContentPage('uncommonpair', 'homepage');

      Object.assign(process.env, { SANITY_PROJECT_ID: PROJECT_ID, SANITY_DATASET: DATASET_NAME, SANITY_API_HOST: fake.url, SANITY_USE_CDN: 'false' });
      resetContentClient();
      clearContentCache();
      expect(getContentClient().mode).toBe('sanity');
      const remotePage = await getContentPage('uncommonpair', 'homepage');
      expect(fake.seen.length).toBe(1);
      expect(remotePage).toEqual(localPage);
      expect(remotePage?.title).toMatch(/Uncommon Pair/);
    } finally {
      process.env = saved;
      resetContentClient();
      clearContentCache();
    }
  });
});

describe('error mapping', () => {
  it("maps HTTP 500 to kind '5xx'", async () => {
    fake.setMode('500');
    await expectContentError(remote.fetch(PAGE_BY_SLUG_QUERY, { brand: 'pf', slug: 'vip' }), '5xx', 500);
  });

  it("maps HTTP 404 to kind '4xx'", async () => {
    fake.setMode('404');
    await expectContentError(remote.fetch(PAGE_BY_SLUG_QUERY, { brand: 'pf', slug: 'vip' }), '4xx', 404);
  });

  it("maps a query Sanity cannot parse to '4xx' on both paths", async () => {
    await expectContentError(remote.fetch('*[_type == ', {}), '4xx', 400);
    await expectContentError(local.fetch('*[_type == ', {}), '4xx', 400);
  });

  it("maps a refused connection to kind 'network'", async () => {
    const port = await closedPort();
    const down = createSanityContentClient({ projectId: PROJECT_ID, dataset: DATASET_NAME, apiHost: `http://127.0.0.1:${port}`, useCdn: false, maxRetries: 0 });
    await expectContentError(down.fetch(PAGE_BY_SLUG_QUERY, { brand: 'pf', slug: 'vip' }), 'network');
  });

  it('retries network failures twice by default (three attempts) before giving up', async () => {
    fake.setMode('reset');
    const flaky = createSanityContentClient({ projectId: PROJECT_ID, dataset: DATASET_NAME, apiHost: fake.url, useCdn: false });
    await expectContentError(flaky.fetch(PAGE_BY_SLUG_QUERY, { brand: 'pf', slug: 'vip' }), 'network');
    expect(fake.seen.length).toBe(3);
  });

  it("maps a slow server to kind 'timeout'", async () => {
    fake.setMode('hang');
    const slow = createSanityContentClient({ projectId: PROJECT_ID, dataset: DATASET_NAME, apiHost: fake.url, useCdn: false, maxRetries: 0, timeout: 200 });
    await expectContentError(slow.fetch(PAGE_BY_SLUG_QUERY, { brand: 'pf', slug: 'vip' }), 'timeout');
  });

  it("maps an aborted request to kind 'aborted' on both paths", async () => {
    fake.setMode('hang');
    const controller = new AbortController();
    const pending = remote.fetch(PAGE_BY_SLUG_QUERY, { brand: 'pf', slug: 'vip' }, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expectContentError(pending, 'aborted');
    const already = new AbortController();
    already.abort();
    await expectContentError(local.fetch(PAGE_BY_SLUG_QUERY, { brand: 'pf', slug: 'vip' }, { signal: already.signal }), 'aborted');
  });

  it("maps a missing local dataset to '5xx'", async () => {
    const missing = createLocalContentClient({ datasetPath: path.join(ROOT, 'content', 'no-such-file.ndjson') });
    await expectContentError(missing.fetch(PAGE_BY_SLUG_QUERY, { brand: 'pf', slug: 'vip' }), '5xx', 500);
  });
});

describe('listener size', () => {
  it(`accepts listener URLs up to ${CONTENT_LISTENER_URL_MAX} characters`, () => {
    expect(() => assertListenerUrlSize('x'.repeat(CONTENT_LISTENER_URL_MAX))).not.toThrow();
    expect(() => assertListenerUrlSize(listenerUrl(`${fake.url}/v2025-01-01`, DATASET_NAME, PAGE_BY_SLUG_QUERY, { brand: 'pf', slug: 'vip' }))).not.toThrow();
  });

  it("rejects longer ones with 'Query too large for listener'", () => {
    let err: unknown;
    try {
      assertListenerUrlSize(listenerUrl(`${fake.url}/v2025-01-01`, DATASET_NAME, PAGE_BY_SLUG_QUERY, { pad: 'z'.repeat(CONTENT_LISTENER_URL_MAX) }));
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ContentError);
    expect((err as ContentError).kind).toBe('listener-too-large');
    expect((err as ContentError).message).toBe('Query too large for listener');
  });

  it('matches what @sanity/client itself does for a too-large listener', async () => {
    const { toContentError } = await import('../../lib/content/client');
    const sanity = createClient({ projectId: PROJECT_ID, dataset: DATASET_NAME, apiVersion: '2025-01-01', apiHost: fake.url, useProjectHostname: false, useCdn: false });
    const error = await new Promise<unknown>((resolve) => {
      sanity.listen('*[_type == "page" && $pad != ""]', { pad: 'z'.repeat(CONTENT_LISTENER_URL_MAX) }).subscribe({ error: resolve, next: () => resolve(null) });
    });
    expect((error as Error).message).toBe('Query too large for listener');
    expect(toContentError(error).kind).toBe('listener-too-large');
  });
});

describe('pages API', () => {
  beforeAll(() => {
    delete process.env.SANITY_PROJECT_ID;
    delete process.env.SANITY_DATASET;
    resetContentClient();
    clearContentCache();
  });

  it('getContentPage returns typed pages with defaults and normalised slugs', async () => {
    const page = await getContentPage('ckb', '/page/ckb-store-policies');
    expect(page).toMatchObject({ _type: 'page', brand: 'ckb', slug: 'ckb-store-policies', layout: 'default', noindex: false, kind: null });
    expect(page?.blocks.some((b) => b._type === 'faq')).toBe(true);
    expect((await getContentPage('pf', 'form/'))?.slug).toBe('form');
    expect(await getContentPage('pf', 'ckb-rejoinvipinvitation')).toBeNull();
    const contact = await getContentPage('hb', 'contact-us');
    expect(contact?.blocks.find((b) => b._type === 'form')).toMatchObject({ formId: 'contact' });
    const feedback = await getContentPage('hb', 'customer-feedback');
    expect(feedback?.blocks.find((b) => b._type === 'form')).toMatchObject({ formId: 'feedback' });
    const feed = await getContentPage('pf', 'shop_our_feed');
    const feedBlock = feed?.blocks.find((b) => b._type === 'feed');
    expect(feedBlock && feedBlock._type === 'feed' && feedBlock.posts.length).toBeGreaterThan(0);
  });

  it('caches per brand and slug (same object within the TTL)', async () => {
    const a = await getContentPage('pf', 'about-us');
    const b = await getContentPage('pf', 'about-us');
    expect(b).toBe(a);
    clearContentCache();
    const c = await getContentPage('pf', 'about-us');
    expect(c).not.toBe(a);
    expect(c).toEqual(a);
  });

  it('getLanding serves landings and social media specials, slim and noindex', async () => {
    const spring = await getLanding('hb', 'spring-sale');
    expect(spring).toMatchObject({ _type: 'landing', kind: 'landing', layout: 'slim', noindex: true });
    expect(await getSocialMediaSpecial('pf', 'pf-vip-optin-main')).toMatchObject({ kind: 'social_media_special', layout: 'slim', noindex: true });
    expect(await getSocialMediaSpecial('hb', 'spring-sale')).toBeNull();
    expect(await getLanding('pf', 'about-us')).toBeNull();
  });

  it('listIndexableSlugs leaves out noindex pages, landings and the homepage', async () => {
    const slugs = await listIndexableSlugs('pf');
    expect(slugs).toEqual([...slugs].sort());
    expect(slugs).toEqual(expect.arrayContaining(['about-us', 'store-policies', 'terms', 'vip', 'care', 'contact-us']));
    for (const hidden of ['homepage', 'svg-gallery', 'travis-test', 'spring-sale', 'pf-vip-optin-csr', 'pfviprejoininvitation']) expect(slugs).not.toContain(hidden);
    const ckb = await listIndexablePages('ckb');
    expect(ckb.map((p) => p.slug)).toContain('ckb-store-policies');
    expect(ckb.map((p) => p.slug)).not.toContain('store-policies');
    expect(ckb[0].updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});

describe('committed dataset', () => {
  it('is what content/build-dataset.ts generates from the sources', () => {
    expect(readFileSync(DATASET_PATH, 'utf8')).toBe(toNdjson(buildDocuments()));
    for (const asset of buildAssets()) {
      const file = path.join(ROOT, asset.file);
      expect(existsSync(file)).toBe(true);
      expect(readFileSync(file, 'utf8')).toBe(asset.content);
      expect(statSync(file).size).toBeLessThan(asset.maxBytes);
    }
  });

  it('passes the content checks and has every required page', () => {
    expect(validate(buildDocuments(), buildAssets())).toEqual([]);
    for (const [brand, slugs] of Object.entries(REQUIRED_SLUGS)) {
      const have = new Set(DOCS.filter((d) => d.brand === brand).map((d) => d.slug.current));
      for (const slug of slugs) expect([brand, have.has(slug)]).toEqual([brand, true]);
    }
  });

  it('flags illustration titles and captions that name a colour or garment not drawn', () => {
    // pf's feed-5 draws black joggers on blush; feed-1 white leggings on hot pink.
    const pf = BRAND_CONTENT.find((b) => b.copy.brand.id === 'pf')!;
    const feed = pf.copy.art.feed.map(([shape, title], i): ArtSpec['feed'][number] => [shape, i === 4 ? 'Blush joggers on the commute' : title]);
    const content = [{ ...pf, copy: { ...pf.copy, art: { ...pf.copy.art, feed } } }];
    const docs = structuredClone(buildDocuments(content));
    const feedPage = docs.find((d) => d.slug.current === 'shop_our_feed')!;
    const block = feedPage.blocks.find((b) => b._type === 'feed');
    if (block?._type !== 'feed') throw new Error('shop_our_feed has no feed block');
    block.posts[0].caption = 'Morning 5K done, berry sculpts still looking fresh.';
    const errors = validate(docs, buildAssets(content), content).filter((e) => !/missing page/.test(e));
    expect(errors).toEqual([
      "public/content/pf/feed-5.svg: title 'Blush joggers on the commute' does not name the garment's color (black)",
      "page-pf-shop_our_feed: 'Morning 5K done, berry sculpts still looking fresh.' shown with /content/pf/feed-1.svg names berry, which is not drawn",
    ]);
  });

  it('promises no way to write a review while the shop API takes none', () => {
    const takesReviews = ROUTES.some((r) => r.method === 'POST' && /review/i.test(r.path));
    // An invitation ('you can leave a review…', 'write a review on…'), not the terms' 'if you … write a review'.
    const invitation = /\byou can (leave|write|post|submit) a review\b|\b(leave|write|post|submit) a review (from|on|at|in)\b/i;
    const promising = DOCS.filter((d) => invitation.test(JSON.stringify(d.blocks))).map((d) => d._id);
    expect(takesReviews ? [] : promising).toEqual([]);
  });

  it('states the free-shipping threshold as the amount it starts at, never as "over" it (content and seeded category copy)', () => {
    // An order of exactly the threshold ships free (server/cart/amounts.ts), so "over $75" undersells it.
    const line = { totalCents: FREE_SHIPPING_THRESHOLD * 100, originalTotalCents: FREE_SHIPPING_THRESHOLD * 100 };
    const method = { id: 'standard', name: 'Standard shipping', price: 6.95, freeOver: FREE_SHIPPING_THRESHOLD };
    expect(computeAmountsCents([line], null, method).shipping).toBe(0);
    const over = /\b(over|above|more than|exceeds?|passes|beyond) (the )?(\$\d|free[- ]shipping threshold|threshold)/i;
    const seeded = BRANDS.flatMap((brand, index) => {
      const { rows } = buildCatalog(brand, seedDataFor(brand), new IdBlock(brandNumber(brand, index)), new MediaLibrary());
      return [...rows.categories, ...rows.category_groups].map((c) => ({ id: `${brand.id}:${c.slug}`, text: String(c.description ?? '') }));
    });
    const copy = [...DOCS.map((d) => ({ id: d._id, text: JSON.stringify(d) })), ...seeded];
    expect(copy.filter((c) => over.test(c.text)).map((c) => `${c.id}: ${c.text.match(over)![0]}`)).toEqual([]);
  });

  it('names on the home page only colours the brand sells its main product in (hb: no black tee)', () => {
    const wrong = BRANDS.flatMap((brand, index) => {
      const seed = seedDataFor(brand);
      const category = seed.mainShoppingPath.replace('/category/', '');
      const { items } = buildCatalog(brand, seed, new IdBlock(brandNumber(brand, index)), new MediaLibrary());
      const sold = new Set(items.filter((i) => i.category === category).flatMap((i) => i.colors.map((c) => c.name.toLowerCase())));
      // The words of the home page's copy (its text and steps; illustrations' words are checked against the art above).
      const home = DOCS.find((d) => d._id === `page-${brand.id}-homepage`);
      const words = JSON.stringify((home?.blocks ?? []).filter((b) => b._type === 'richText' || b._type === 'steps'));
      const plain = seed.palette.filter((c) => /^[a-z ]+$/i.test(c));
      return plain.filter((c) => new RegExp(`\\b${c}\\b`, 'i').test(words) && !sold.has(c.toLowerCase())).map((c) => `${brand.id}: ${c}`);
    });
    expect(wrong).toEqual([]);
  });

  it('promises no gift message or gift wrap at checkout while the checkout takes none', () => {
    // What POST checkout keeps of a valid order with a gift message sent beside it.
    const order = readCheckoutInput({
      idempotencyKey: 'gift-message-check', paymentMethod: 'card', paymentToken: 'tok', email: 'ann@example.com', shippingName: 'Ann Lee',
      shippingCountry: 'US', shippingAddress: '1 Main St', shippingCity: 'Austin', shippingState: 'TX', shippingZip: '78701',
      shippingPhone: '(512) 555-0100', giftMessage: 'Happy birthday, Sam', giftNote: 'Happy birthday, Sam', giftWrap: 'true',
    });
    const takesGiftMessage = JSON.stringify(order).includes('Happy birthday');
    const takesGiftWrap = /gift/i.test(Object.keys(order).join(' '));
    const message = /\bgift (message|note)s?\b/i;
    const wrap = /\b(ships?|arrives?|comes?) (gift[- ])?wrapped\b|\bgift[- ]wrap(ped|ping)?\b/i;
    const promising = (re: RegExp) => DOCS.filter((d) => re.test(JSON.stringify(d.blocks))).map((d) => d._id);
    expect({ message: takesGiftMessage ? [] : promising(message), wrap: takesGiftWrap ? [] : promising(wrap) }).toEqual({ message: [], wrap: [] });
  });

  it('is in Sanity export format with keyed, typed blocks', () => {
    for (const doc of DOCS) {
      expect(doc).toEqual(
        expect.objectContaining({
          _id: expect.stringMatching(/^[a-zA-Z0-9_-]+$/),
          _type: expect.stringMatching(/^(page|landing)$/),
          _createdAt: expect.any(String),
          _updatedAt: expect.any(String),
          _rev: expect.any(String),
          slug: { _type: 'slug', current: expect.any(String) },
        }),
      );
      for (const block of doc.blocks) {
        expect(typeof block._key).toBe('string');
        expect(typeof block._type).toBe('string');
      }
    }
  });
});
