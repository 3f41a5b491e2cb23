'use client';

import { getImageProps } from 'next/image';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { ProductSummary } from '@/lib/shop/catalog-types';
import { publicPath } from '@/lib/shop/public-path';
import { moveActive } from './combobox';
import styles from './HeaderSearch.module.css';

/** The id the phone's search button links to: without JavaScript, `:target` shows the form. */
export const SEARCH_ID = 'site-search';
/** Wait this long after the last keystroke before asking for suggestions. */
const DEBOUNCE_MS = 180;
const MIN_CHARS = 2;

interface Suggestions {
  query: string;
  items: ProductSummary[];
}

function Thumbnail({ item }: { item: ProductSummary }) {
  if (!item.image) return <span className={styles.thumb} aria-hidden="true" />;
  const { props } = getImageProps({ src: item.image.url, alt: '', width: 48, height: 48, sizes: '48px' });
  // eslint-disable-next-line @next/next/no-img-element -- getImageProps gives the optimiser's attributes
  return <img {...props} alt="" className={styles.thumb} />;
}

/**
 * The header's product search, on every page: a GET form to /list?q= (so it works without
 * JavaScript) whose field is an ARIA 1.2 combobox suggesting products by name as one types, with
 * thumbnail and price. Arrows move through the suggestions, Enter opens the one chosen (or searches
 * the shop), Escape closes the list. On a phone the form folds under a search button.
 */
export function HeaderSearch() {
  const router = useRouter();
  const pathname = publicPath(usePathname());
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [found, setFound] = useState<Suggestions>({ query: '', items: [] });
  const [active, setActive] = useState(-1);
  const [expanded, setExpanded] = useState(false);
  const [open, setOpen] = useState(false);
  const [shownPath, setShownPath] = useState(pathname);

  // A new page folds the phone's search and closes the suggestions.
  if (pathname !== shownPath) {
    setShownPath(pathname);
    setOpen(false);
    setExpanded(false);
  }

  const query = value.trim();
  useEffect(() => {
    if (query.length < MIN_CHARS) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/api/search?q=${encodeURIComponent(query)}`, { signal: abort.signal })
        .then(async (response) => {
          if (!response.ok) throw new Error(`suggestions answered ${response.status}`);
          const { items } = (await response.json()) as { items: ProductSummary[] };
          setFound({ query, items });
          setActive(-1);
        })
        .catch((error: unknown) => {
          if (abort.signal.aborted) return;
          // Suggestions are a help: without them the form still searches. Logged, not shown.
          console.error('Failed to load search suggestions', error);
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [query]);

  const items = query.length >= MIN_CHARS && found.query === query ? found.items : [];
  const shown = expanded && items.length > 0;
  const optionId = (i: number) => `${listId}-option-${i}`;

  const openProduct = (item: ProductSummary) => {
    setExpanded(false);
    setOpen(false);
    inputRef.current?.blur();
    router.push(`/product/${item.slug}`);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = shown && active >= 0 ? items[active] : undefined;
    if (chosen) return openProduct(chosen);
    setExpanded(false);
    setOpen(false);
    // The phone's keyboard folds away so the results are seen.
    inputRef.current?.blur();
    router.push(query ? `/list?q=${encodeURIComponent(query)}` : '/list');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (items.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (!shown) {
        setExpanded(true);
        setActive(step === 1 ? 0 : items.length - 1);
        return;
      }
      setActive((i) => moveActive(i, step, items.length));
    } else if (event.key === 'Escape') {
      if (shown) {
        event.preventDefault();
        setExpanded(false);
        setActive(-1);
      } else if (value) {
        setValue('');
      }
    }
  };

  return (
    <div className={styles.root}>
      <a
        href={`#${SEARCH_ID}`}
        className={styles.toggle}
        aria-controls={SEARCH_ID}
        aria-expanded={open}
        onClick={(event) => {
          event.preventDefault();
          setOpen((was) => !was);
          if (!open) requestAnimationFrame(() => inputRef.current?.focus());
        }}
      >
        <SearchIcon />
        <span className="visually-hidden">{open ? 'Close search' : 'Search'}</span>
      </a>
      <form
        id={SEARCH_ID}
        role="search"
        action="/list"
        method="get"
        className={styles.form}
        data-open={open}
        onSubmit={onSubmit}
      >
        <label htmlFor={`${listId}-input`} className="visually-hidden">
          Search the shop
        </label>
        <input
          ref={inputRef}
          id={`${listId}-input`}
          type="search"
          name="q"
          placeholder="Search pieces"
          autoComplete="off"
          maxLength={100}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls={listId}
          aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setExpanded(true);
          }}
          onFocus={() => setExpanded(true)}
          onBlur={() => setExpanded(false)}
          onKeyDown={onKeyDown}
          className={styles.input}
        />
        <button type="submit" className={styles.submit}>
          <SearchIcon />
          <span className="visually-hidden">Search</span>
        </button>
        <ul id={listId} role="listbox" aria-label="Suggested pieces" className={styles.list} hidden={!shown}>
          {items.map((item, i) => (
            <li
              key={item.id}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              className={styles.option}
              // Keeps the focus in the field, so the click is not lost to its blur.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => openProduct(item)}
            >
              <Thumbnail item={item} />
              <span className={styles.name}>{item.name}</span>
              <span className={styles.price}>
                {item.priceVaries ? 'From ' : ''}
                {item.price.current}
              </span>
            </li>
          ))}
        </ul>
        <p className="visually-hidden" role="status">
          {expanded && query.length >= MIN_CHARS && found.query === query
            ? items.length === 0
              ? 'No suggestions'
              : `${items.length} ${items.length === 1 ? 'suggestion' : 'suggestions'}, arrows to choose`
            : ''}
        </p>
      </form>
    </div>
  );
}

function SearchIcon() {
  return (
    <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
      <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d="m13 13 4 4" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}
