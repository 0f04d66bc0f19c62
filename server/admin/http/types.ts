import type { DB } from '../../db';
import type { Fields } from '../../http/types';
import type { Permission } from '../roles';
import type { Staff } from '../staffAccounts';

/** One request to the back office's API, transport-neutral (server/admin/http/node.ts reads it from HTTP). */
export interface AdminRequest {
  method: string;
  /** Below /admin/api/, without slashes at either end, e.g. 'orders/12/refund'. */
  path: string;
  query: Fields;
  body: Fields;
  cookies: Fields;
  /** The Host header. */
  host?: string;
  /** The Origin header (browsers send it with every POST). */
  origin?: string;
  /** The client's address (server/http/clientAddress.ts). */
  ip?: string;
  /** Arrived over HTTPS: the cookie gets Secure. */
  secure?: boolean;
}

/** A handler's answer sent as a download (a report's CSV) instead of the `{ data }` envelope. */
export class FileAnswer {
  constructor(
    readonly contentType: string,
    /** Letters, digits, dot, dash and underscore only (it goes into Content-Disposition as is). */
    readonly filename: string,
    readonly text: string,
  ) {
    if (!/^[A-Za-z0-9._-]{1,120}$/.test(filename)) throw new Error('FileAnswer: unsafe file name');
  }
}

export interface AdminResponse {
  status: number;
  body: unknown;
  /** Sent instead of the JSON body. */
  file?: FileAnswer;
  setCookies: string[];
  /** Extra headers, e.g. a 429's Retry-After. */
  headers?: Record<string, string>;
}

export interface AdminContext {
  db: DB;
  req: AdminRequest;
  params: Record<string, string>;
  /** The signed-in staff member; a route that needs one only runs with one. */
  staff: Staff | null;
  /** The session token from the cookie, when it was valid. */
  sessionToken: string | null;
  setCookies: string[];
  now: Date;
}

export type SignedInContext = AdminContext & { staff: Staff };

/** public: anyone; signedIn: any staff member; a permission: staff whose role has it (server/admin/roles.ts). */
export type Access = 'public' | 'signedIn' | Permission;

export interface AdminRoute {
  method: 'GET' | 'POST';
  /** Segments starting with ':' are parameters. */
  path: string;
  access: Access;
  handler: (ctx: SignedInContext) => Promise<unknown>;
}
