/**
 * Run by tests/integration/error-reporting.test.ts in its own process: the error-reporting SDK
 * patches Node's http module for good, which would slow or break the other test files sharing a
 * Jest worker. Starts reporting (SENTRY_DSN from the parent), makes the shop API fail on a database
 * it cannot open, reports a few errors the other ways, waits until all is sent and prints what the
 * API answered.
 */
import { handleShopRequest } from '../../server/http/router';
import { flushErrorReports, reportRequestError, reportServerError, startServerErrorReporting, stopServerErrorReporting } from '../../lib/monitoring/server';
import { IGNORED_ERRORS } from '../../lib/monitoring/sentryOptions';

async function main() {
  const started = await startServerErrorReporting();
  const console500 = console.error;
  console.error = () => {};
  const answer = await handleShopRequest({ method: 'GET', path: 'cart', query: { host: 'pf.localhost' }, body: {}, cookies: {} });
  console.error = console500;
  reportServerError(new Error('charge failed for 4242 4242 4242 4242'), { method: 'POST', path: 'order' });
  reportRequestError(new Error('render failed on the item page'), { path: '/item/1001?x=1', method: 'GET', headers: {} }, { routerKind: 'Pages Router', routePath: '/item/[id]', routeType: 'render', revalidateReason: undefined } as never);
  reportServerError(new Error(IGNORED_ERRORS[0]), { method: 'GET', path: 'x' });
  const flushed = await flushErrorReports(5000);
  await stopServerErrorReporting();
  process.stdout.write(JSON.stringify({ started, flushed, status: answer.status, body: answer.body }));
}

void main();
