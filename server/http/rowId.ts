/**
 * Row ids are PostgreSQL `integer` columns (SQLite would take larger ones). No row has an id above
 * this, and PostgreSQL refuses to compare an integer column with a larger number (the query fails),
 * so such an id is answered like any other id that names nothing, without asking the database.
 */
export const MAX_ROW_ID = 2_147_483_647;

/** A positive row id written in digits (surrounding white space allowed), or null. */
export function rowIdOf(raw: unknown): number | null {
  const digits = typeof raw === 'string' ? raw.trim() : typeof raw === 'number' ? String(raw) : '';
  if (!/^\d{1,10}$/.test(digits)) return null;
  const id = Number(digits);
  return id >= 1 && id <= MAX_ROW_ID ? id : null;
}
