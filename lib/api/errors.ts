/** Error messages from an API answer: errors, error or err (string or list); first non-empty wins. */
export function readApiErrors(body: unknown): string[] {
  if (!body || typeof body !== 'object') return [];
  const b = body as Record<string, unknown>;
  for (const key of ['errors', 'error', 'err']) {
    const v = b[key];
    if (typeof v === 'string' && v.trim()) return [v];
    if (Array.isArray(v)) {
      const list = v.filter((x): x is string => typeof x === 'string' && x.trim() !== '');
      if (list.length) return list;
    }
  }
  return [];
}

export class ApiError extends Error {
  readonly status: number;
  readonly messages: string[];
  constructor(status: number, messages: string[], fallback: string) {
    super(messages.length ? messages.join('; ') : fallback);
    this.name = 'ApiError';
    this.status = status;
    this.messages = messages;
  }
}

export class RetryError extends Error {
  readonly attempts: number;
  readonly lastError: unknown;
  constructor(attempts: number, url: string, lastError: unknown) {
    super(`Tried ${attempts} times and still failed: ${url}`);
    this.name = 'RetryError';
    this.attempts = attempts;
    this.lastError = lastError;
  }
}
