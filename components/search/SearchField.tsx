import dynamic from 'next/dynamic';
import { useCallback, useRef, useState } from 'react';
import { MAX_QUERY_LENGTH } from '../../lib/search/types';
import type { ComboboxAria } from './SearchSuggestions';
import styles from './SearchField.module.css';

// The combobox (suggestions, keys, recent searches) is fetched on the shopper's first focus or key
// press; until then, and without JavaScript, this is a plain GET form to /search.
const SearchSuggestions = dynamic(() => import('./SearchSuggestions').then((m) => m.SearchSuggestions), { ssr: false });

interface Props {
  /** Prefix of the element ids (two fields may be on the page: the header's and the phone overlay's). */
  idPrefix: string;
  /** The landmark's name. */
  label: string;
  defaultValue?: string;
  className?: string;
}

const CLOSED: ComboboxAria = { expanded: false, activeId: undefined };

/** A search form: `<form action="/search" role="search">` whose input becomes a combobox once used. */
export function SearchField({ idPrefix, label, defaultValue, className }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [wanted, setWanted] = useState(false);
  const [aria, setAria] = useState<ComboboxAria>(CLOSED);
  const want = useCallback(() => setWanted(true), []);
  const inputId = `${idPrefix}-input`;
  const listboxId = `${idPrefix}-listbox`;
  return (
    <form action="/search" method="get" role="search" aria-label={label} className={`${styles.form} ${className ?? ''}`} data-testid={`${idPrefix}-form`}>
      <label htmlFor={inputId} className="visually-hidden">
        Search the shop
      </label>
      <input
        ref={input}
        id={inputId}
        className={styles.input}
        type="search"
        name="q"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={aria.expanded}
        aria-controls={wanted ? listboxId : undefined}
        aria-activedescendant={aria.activeId}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="search"
        maxLength={MAX_QUERY_LENGTH}
        placeholder="Search"
        defaultValue={defaultValue}
        onFocus={want}
        onPointerDown={want}
        onKeyDown={want}
      />
      <button type="submit" className={styles.submit} aria-label="Search">
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
      </button>
      {wanted && <SearchSuggestions input={input} listboxId={listboxId} idPrefix={idPrefix} onAria={setAria} />}
    </form>
  );
}
