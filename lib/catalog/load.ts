import { ApiError } from '../api/errors';

/** Awaits an API call; a 404 (unknown or malformed id or slug) becomes null, anything else throws. */
export async function orNotFound<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 400)) return null;
    throw err;
  }
}
