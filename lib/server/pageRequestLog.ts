import type { GetServerSidePropsContext } from 'next';
import { logRequest } from '../../server/ops/requestLog';

/**
 * One JSON log line when a page has been sent (id, brand, path without its query, status, time),
 * written by the same request log as the shop API's (server/ops/requestLog.ts). The one server/
 * module lib/server may import (eslint.config.mjs): the process's logger, not the shop API.
 */
export function logPageRequest(ctx: Pick<GetServerSidePropsContext, 'req' | 'res'>, path: string, brandId: string | undefined): void {
  logRequest(ctx.req, ctx.res, { kind: 'page', route: path, brand: brandId });
}
