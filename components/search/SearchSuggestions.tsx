import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useShopApi } from '../../lib/api/useShopApi';
import { formatMoney } from '../../lib/format/money';
import { highlightParts } from '../../lib/search/highlight';
import { searchApi } from '../../lib/search/api';
import { createSuggester } from '../../lib/search/suggester';
import { openPage } from '../../lib/search/navigate';
import { searchHref } from '../../lib/search/query';
import { clearRecent, readRecent, rememberSearch } from '../../lib/search/recent';
import { SUGGEST_MIN_CHARS, type SuggestItem, type Suggestions } from '../../lib/search/types';
import styles from './SearchSuggestions.module.css';
import { trackSearch } from '../../lib/analytics/search';

/** The input's ARIA state, rendered by the form that owns the input. */
export interface ComboboxAria {
  expanded: boolean;
  activeId: string | undefined;
}

export interface SearchSuggestionsProps {
  input: RefObject<HTMLInputElement | null>;
  listboxId: string;
  idPrefix: string;
  onAria(aria: ComboboxAria): void;
}

type Option =
  | { kind: 'recent'; label: string; href: string; query: string }
  | { kind: 'item'; label: string; href: string; item: SuggestItem }
  | { kind: 'category' | 'page'; label: string; href: string };

interface Group {
  key: string;
  title: string;
  options: Option[];
}

function groupsOf(s: Suggestions): Group[] {
  const groups: Group[] = [
    { key: 'items', title: 'Products', options: s.items.map((item) => ({ kind: 'item' as const, label: item.name, href: item.path, item })) },
    { key: 'categories', title: 'Categories', options: s.categories.map((c) => ({ kind: 'category' as const, label: c.name, href: c.path })) },
    { key: 'pages', title: 'Help and info', options: s.pages.map((p) => ({ kind: 'page' as const, label: p.name, href: p.path })) },
  ];
  return groups.filter((g) => g.options.length > 0);
}

const countText = (n: number) => (n === 0 ? 'No results' : `${n} ${n === 1 ? 'result' : 'results'}`);

function Highlighted({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightParts(text, query).map((p, i) => (p.match ? <mark key={i}>{p.text}</mark> : <span key={i}>{p.text}</span>))}
    </>
  );
}

/**
 * The combobox behaviour of a search input (WAI-ARIA 1.2 list autocomplete): suggestions from the
 * second character, debounced; recent searches when the field is focused and empty; arrow keys move
 * the active option, Enter opens it (or submits the form when none is active), Escape closes the
 * list, then clears the field; a polite status announces the count.
 */
export function SearchSuggestions({ input, listboxId, idPrefix, onAria }: SearchSuggestionsProps) {
  const api = useShopApi();
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [recent, setRecent] = useState<string[]>(() => readRecent());
  const [result, setResult] = useState<Suggestions | null>(null);
  /** A message that is not a count (an error, the recent list cleared); any key press drops it. */
  const [notice, setNotice] = useState('');

  const query = value.trim();
  const suggesting = query.length >= SUGGEST_MIN_CHARS;
  // Only the answer for what is typed now counts.
  const shown = suggesting && result && result.query.toLowerCase() === query.toLowerCase() ? result : null;
  const groups: Group[] = useMemo(() => {
    if (!suggesting) return recent.length ? [{ key: 'recent', title: 'Recent searches', options: recent.map((q) => ({ kind: 'recent' as const, label: q, href: searchHref(q), query: q })) }] : [];
    return shown ? groupsOf(shown) : [];
  }, [suggesting, recent, shown]);
  const options = useMemo(() => groups.flatMap((g) => g.options), [groups]);
  // Index of each group's first option in `options`.
  const starts = useMemo(() => groups.map((_, gi) => groups.slice(0, gi).reduce((n, g) => n + g.options.length, 0)), [groups]);
  // The list is expanded when it has options; the panel also shows when an answer found nothing.
  const expanded = open && options.length > 0;
  const panelShown = expanded || (open && suggesting && shown !== null);
  const optionId = (i: number) => `${idPrefix}-option-${i}`;

  useEffect(() => {
    onAria({ expanded, activeId: expanded && active >= 0 && active < options.length ? optionId(active) : undefined });
    // optionId depends only on idPrefix
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [expanded, active, options.length, onAria, idPrefix]);
  useEffect(() => () => onAria({ expanded: false, activeId: undefined }), [onAria]);

  const suggester = useMemo(
    () => createSuggester((q, signal) => searchApi.suggest(api, q, signal), setResult, () => setNotice('Suggestions are not available right now')),
    [api],
  );
  useEffect(() => () => suggester.cancel(), [suggester]);

  const recentText = options.length ? `${options.length} recent ${options.length === 1 ? 'search' : 'searches'}` : '';
  const status = !open ? '' : notice || (suggesting ? (shown ? countText(options.length) : '') : recentText);

  /** What is typed changed: a new list is asked for (debounced), or the recent searches shown. */
  const onValue = useCallback(
    (v: string) => {
      const q = v.trim();
      setValue(v);
      setActive(-1);
      setNotice('');
      if (q.length >= SUGGEST_MIN_CHARS) suggester.ask(q);
      else suggester.cancel();
    },
    [suggester],
  );

  const choose = useCallback(
    (o: Option) => {
      setRecent(rememberSearch(o.kind === 'recent' ? o.query : query));
      // A suggestion taken is a search that found something; a recent search opens the results page, which tracks its own.
      if (o.kind !== 'recent') trackSearch(query, options.length, 'suggestions');
      setOpen(false);
      openPage(o.href);
    },
    [query, options.length],
  );

  // The input belongs to the form that rendered it; its events are listened to here.
  const state = useRef({ open, expanded, panelShown, active, options, choose, onValue });
  useLayoutEffect(() => {
    state.current = { open, expanded, panelShown, active, options, choose, onValue };
  });
  useEffect(() => {
    const el = input.current;
    if (!el) return;
    const onInput = () => {
      state.current.onValue(el.value);
      setOpen(true);
    };
    const onFocus = () => setOpen(true);
    const onKey = (e: KeyboardEvent) => {
      const s = state.current;
      const n = s.options.length;
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        if (!s.open) {
          setOpen(true);
          return;
        }
        if (!n) return;
        const down = e.key === 'ArrowDown';
        setActive(down ? (s.active + 1) % n : s.active <= 0 ? n - 1 : s.active - 1);
      } else if (e.key === 'Enter') {
        if (s.expanded && s.active >= 0 && s.active < n) {
          e.preventDefault();
          s.choose(s.options[s.active]);
        }
      } else if (e.key === 'Escape') {
        if (s.panelShown) {
          e.preventDefault();
          e.stopPropagation();
          setOpen(false);
          setActive(-1);
        } else if (el.value) {
          e.preventDefault();
          e.stopPropagation();
          el.value = '';
          s.onValue('');
        }
      }
      // Tab moves on through the form (the submit button, then the panel's link or button); leaving
      // the form closes the list (focusout below).
    };
    const onSubmit = (e: SubmitEvent) => {
      if (!el.value.trim()) {
        e.preventDefault();
        return;
      }
      setRecent(rememberSearch(el.value));
    };
    const form = el.form;
    // Typed or focused before this code arrived: carry on from there.
    state.current.onValue(el.value);
    if (document.activeElement === el) setOpen(true);
    el.addEventListener('input', onInput);
    el.addEventListener('focus', onFocus);
    el.addEventListener('keydown', onKey);
    form?.addEventListener('submit', onSubmit);
    return () => {
      el.removeEventListener('input', onInput);
      el.removeEventListener('focus', onFocus);
      el.removeEventListener('keydown', onKey);
      form?.removeEventListener('submit', onSubmit);
    };
  }, [input]);

  // Leaving the field (and its list) closes the list.
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const form = input.current?.form;
    if (!form) return;
    const onOut = (e: FocusEvent) => {
      if (!(e.relatedTarget instanceof Node && form.contains(e.relatedTarget))) setOpen(false);
    };
    form.addEventListener('focusout', onOut);
    return () => form.removeEventListener('focusout', onOut);
  }, [input]);

  // The active option stays in view.
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  return (
    <div ref={root} className={styles.popup} data-testid={`${idPrefix}-suggestions`}>
      <div role="status" aria-live="polite" aria-atomic="true" className="visually-hidden" data-testid={`${idPrefix}-status`}>
        {open ? status : ''}
      </div>
      <div className={styles.panel} hidden={!panelShown} onMouseDown={(e) => e.preventDefault()}>
        <div id={listboxId} role="listbox" aria-label="Search suggestions" className={styles.listbox} hidden={!expanded}>
          {groups.map((g, gi) => (
            <div key={g.key} role="group" aria-label={g.title} className={styles.group}>
                <div aria-hidden="true" className={styles.groupTitle}>
                  {g.title}
                </div>
                {g.options.map((o, oi) => {
                  const i = starts[gi] + oi;
                  const on = i === active;
                  return (
                    <div
                      key={`${o.kind}:${o.href}`}
                      id={optionId(i)}
                      role="option"
                      aria-selected={on}
                      className={`${styles.option} ${on ? styles.active : ''}`}
                      onClick={() => choose(o)}
                      onMouseMove={() => !on && setActive(i)}
                      data-testid={`suggestion-${o.kind}`}
                      data-href={o.href}
                    >
                      {o.kind === 'item' ? (
                        <>
                          {o.item.image ? (
                            <img src={o.item.image.url} alt="" width={40} height={Math.round((40 * o.item.image.height) / Math.max(1, o.item.image.width))} className={styles.thumb} loading="lazy" />
                          ) : (
                            <span className={styles.thumb} />
                          )}
                          <span className={styles.itemText}>
                            <span className={styles.name}>
                              <Highlighted text={o.label} query={query} />
                            </span>
                            <span className={styles.price}>
                              {o.item.originalPrice !== null && o.item.originalPrice > o.item.price ? `${formatMoney(o.item.price)}, was ${formatMoney(o.item.originalPrice)}` : formatMoney(o.item.price)}
                              {o.item.soldOut ? ' · Sold out' : ''}
                              {o.item.vipOnly ? ' · VIP' : ''}
                            </span>
                          </span>
                        </>
                      ) : o.kind === 'recent' ? (
                        <span className={styles.name}>{o.label}</span>
                      ) : (
                        <span className={styles.name}>
                          <Highlighted text={o.label} query={query} />
                        </span>
                      )}
                    </div>
                  );
                })}
            </div>
          ))}
        </div>
        {suggesting && shown && options.length === 0 && <p className={styles.none}>No suggestions for “{query}”. Press Enter to search.</p>}
        {suggesting && query && (
          <a className={styles.all} href={searchHref(query)} onClick={() => setRecent(rememberSearch(query))}>
            See all results for “{query}”
          </a>
        )}
        {!suggesting && recent.length > 0 && (
          <button
            type="button"
            className={styles.clear}
            onClick={() => {
              clearRecent();
              setRecent([]);
              setNotice('Recent searches cleared');
              input.current?.focus();
            }}
          >
            Clear recent searches
          </button>
        )}
      </div>
    </div>
  );
}
