import { parse } from 'groq-js';
import { CONTENT_GET_MAX, assertListenerUrlSize, contentRequestMethod, encodeQueryString, toContentError } from './client';
import { INDEXABLE_PAGES_QUERY, LANDING_BY_SLUG_QUERY, PAGE_BY_SLUG_QUERY, contentPath, normalizeSlug, pageQueryParams } from './queries';

describe('content queries', () => {
  it.each([
    ['page', PAGE_BY_SLUG_QUERY, { brand: 'pf', slug: 'vip' }],
    ['landing', LANDING_BY_SLUG_QUERY, { brand: 'pf', slug: 'spring-sale', kind: null }],
    ['indexable', INDEXABLE_PAGES_QUERY, { brand: 'pf' }],
  ])('%s query is valid GROQ', (_name, query, params) => {
    expect(() => parse(query, { params })).not.toThrow();
  });

  it('filters by brand and slug with parameters, never string interpolation', () => {
    expect(PAGE_BY_SLUG_QUERY).toContain('_type in ["page", "landing"] && brand == $brand && slug.current == $slug');
    expect(LANDING_BY_SLUG_QUERY).toContain('brand == $brand && slug.current == $slug');
    expect(INDEXABLE_PAGES_QUERY).toContain('noindex != true');
  });

  it('normalises slugs and maps them to in-app paths', () => {
    expect(normalizeSlug('/form/')).toBe('form');
    expect(pageQueryParams('ckb', '/care/')).toEqual({ brand: 'ckb', slug: 'care' });
    expect(contentPath('homepage')).toBe('/');
    expect(contentPath('store-policies')).toBe('/page/store-policies');
    expect(contentPath('ckb-store-policies')).toBe('/page/ckb-store-policies');
    expect(contentPath('form')).toBe('/form/');
    expect(contentPath('about-us')).toBe('/about-us');
    expect(contentPath('spring-sale', 'landing')).toBe('/landing/spring-sale');
    expect(contentPath('ckb-vip-optin', 'social_media_special')).toBe('/social_media_specials/ckb-vip-optin');
  });
});

describe('request size rules', () => {
  it('encodes like @sanity/client and switches to POST at CONTENT_GET_MAX', () => {
    expect(encodeQueryString('*[_type == $t]', { t: 'page', skip: undefined })).toBe('?query=*%5B_type+%3D%3D+%24t%5D&%24t=%22page%22');
    const base = encodeQueryString('*', { p: '' }).length;
    expect(contentRequestMethod('*', { p: 'a'.repeat(CONTENT_GET_MAX - 1 - base) })).toBe('GET');
    expect(contentRequestMethod('*', { p: 'a'.repeat(CONTENT_GET_MAX - base) })).toBe('POST');
  });

  it('limits listener URLs to 14800 characters', () => {
    expect(() => assertListenerUrlSize('u'.repeat(14800))).not.toThrow();
    expect(() => assertListenerUrlSize('u'.repeat(14801))).toThrow('Query too large for listener');
  });

  it('classifies failures', () => {
    expect(toContentError(Object.assign(new Error('x'), { statusCode: 503 })).kind).toBe('5xx');
    expect(toContentError(Object.assign(new Error('x'), { statusCode: 429 })).kind).toBe('4xx');
    expect(toContentError(Object.assign(new Error('Connection timed out on request'), { code: 'ETIMEDOUT' })).kind).toBe('timeout');
    expect(toContentError(Object.assign(new Error('The operation was aborted.'), { name: 'AbortError' })).kind).toBe('aborted');
    expect(toContentError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })).kind).toBe('network');
    expect(toContentError(new Error('Query too large for listener')).kind).toBe('listener-too-large');
  });
});
