import { useEffect, useState, type FormEvent } from 'react';
import { adminGet } from './api';

/**
 * A back-office list read from /admin/api/<path> with the filters of a form (`fields`, by input name)
 * and a page number (unless `paged` is false): the answer, its errors, the page, and the form's
 * submit handler (which starts again at page 1).
 */
export function useFilteredList<T>(path: string, fields: readonly string[], { paged = true }: { paged?: boolean } = {}) {
  const [query, setQuery] = useState<Record<string, string>>({});
  const [page, setPage] = useState(1);
  const [data, setData] = useState<T | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  useEffect(() => {
    void adminGet<T>(path, paged ? { ...query, page: String(page) } : query).then((a) => {
      if (a.ok) {
        setData(a.data);
        setErrors([]);
      } else setErrors(a.errors);
    });
  }, [path, query, page, paged]);
  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setQuery(Object.fromEntries(fields.map((f) => [f, String(form.get(f) ?? '').trim()])));
    setPage(1);
  }
  return { data, errors, page, setPage, submit };
}
