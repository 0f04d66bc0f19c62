/** An error whose messages are safe to show the caller; anything else becomes a generic 500. */
export class HttpError extends Error {
  readonly status: number;
  readonly messages: string[];
  /** Extra response headers, e.g. a 429's Retry-After. */
  readonly headers: Record<string, string>;
  constructor(status: number, messages: string | string[], headers: Record<string, string> = {}) {
    const list = Array.isArray(messages) ? messages : [messages];
    super(list.join('; '));
    this.status = status;
    this.messages = list;
    this.headers = headers;
  }
}

export const badRequest = (m: string | string[]) => new HttpError(400, m);
export const unauthorized = (m = 'Please log in to continue.') => new HttpError(401, m);
export const forbidden = (m = 'You do not have access to this resource.') => new HttpError(403, m);
export const notFound = (m = 'Not found') => new HttpError(404, m);
export const conflict = (m: string | string[]) => new HttpError(409, m);
export const paymentRequired = (m: string | string[]) => new HttpError(402, m);
