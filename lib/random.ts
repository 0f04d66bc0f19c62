const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 'id-' followed by `length` random letters and digits, e.g. for DOM ids. Not for secrets. */
export function randomId(length = 10): string {
  let id = 'id-';
  for (let i = 0; i < length; i++) id += ALPHANUMERIC[Math.floor(Math.random() * ALPHANUMERIC.length)];
  return id;
}
