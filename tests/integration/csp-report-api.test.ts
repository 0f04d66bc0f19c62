import type { NextApiRequest } from 'next';
import { recordingResponse, type RecordedAnswer } from '../helpers/apiResponse';
import cspReport from '../../pages/api/csp-report';

/** Calls the handler as Next would after its body parser (JSON parsed; other types as text). */
function post(body: unknown, method = 'POST'): RecordedAnswer {
  const { res, answer } = recordingResponse();
  cspReport({ method, body } as unknown as NextApiRequest, res);
  return answer;
}

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

const report = (n: number) =>
  JSON.stringify({ 'csp-report': { 'document-uri': `https://pureform.shop/item/${n}?email=a@b.c`, 'effective-directive': 'script-src-elem', 'blocked-uri': 'inline' } });

test('a browser report is logged as one line without the query, and answered 204', () => {
  const res = post(report(1));
  expect(res.status).toBe(204);
  expect(res.headers['cache-control']).toBe('no-store');
  expect(warn).toHaveBeenCalledTimes(1);
  const line = String(warn.mock.calls[0][0]);
  expect(line).toBe('csp violation {"page":"/item/1","directive":"script-src-elem","blocked":"inline","source":null,"line":null}');
  expect(line).not.toContain('a@b.c');
});

test('a body that is not a report gets 400 with a reason, and nothing is logged', () => {
  for (const body of ['hello', '', { a: 1 }, [1, 2]]) {
    const res = post(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errors: ['body: not a Content-Security-Policy violation report'] });
  }
  expect(warn).not.toHaveBeenCalled();
});

test('only POST is taken', () => {
  const res = post(undefined, 'GET');
  expect(res.status).toBe(405);
  expect(res.headers.allow).toBe('POST');
});

test('a flood is cut to 60 lines a minute; every report is still answered 204', () => {
  const statuses = new Set(Array.from({ length: 200 }, (_, i) => post(report(i)).status));
  expect(statuses).toEqual(new Set([204]));
  expect(warn.mock.calls.length).toBeLessThanOrEqual(60);
});
