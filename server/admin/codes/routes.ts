import type { AdminRoute } from '../http/types';
import { createCode } from './create';
import { expireCode } from './expire';
import { listCodes, scopedCode } from './list';
import { updateCode } from './update';

export const codeRoutes: AdminRoute[] = [
  { method: 'GET', path: 'codes', access: 'codes.read', handler: (ctx) => listCodes(ctx.db, ctx.staff) },
  { method: 'POST', path: 'codes', access: 'codes.write', handler: (ctx) => createCode(ctx.db, ctx.staff, ctx.req.body, ctx.req.ip ?? null, ctx.now) },
  {
    method: 'POST', path: 'codes/:id', access: 'codes.write',
    handler: async (ctx) => updateCode(ctx.db, ctx.staff, await scopedCode(ctx.db, ctx.staff, ctx.params.id), ctx.req.body, ctx.req.ip ?? null, ctx.now),
  },
  {
    method: 'POST', path: 'codes/:id/expire', access: 'codes.write',
    handler: async (ctx) => expireCode(ctx.db, ctx.staff, await scopedCode(ctx.db, ctx.staff, ctx.params.id), ctx.req.ip ?? null, ctx.now),
  },
];
