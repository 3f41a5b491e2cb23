'use client';

import { Command } from 'cmdk';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { paletteSearch, type PaletteItem } from '@/lib/shop/admin-order-actions';
import styles from './palette.module.css';

const GROUPS: { kind: PaletteItem['kind']; heading: string }[] = [
  { kind: 'order', heading: 'Orders' },
  { kind: 'member', heading: 'Members' },
  { kind: 'product', heading: 'Products' },
  { kind: 'section', heading: 'Dashboard' },
];

/** Waits this long after the last key before asking the server. */
const DEBOUNCE_MS = 200;

/**
 * The dashboard's command palette (cmdk): Ctrl-K or Cmd-K anywhere under /admin, or the bar's Search button,
 * opens it; it jumps to an order by number, a member by email, a product by name (asked of the server with the
 * staff session) or a section of the dashboard. A native modal dialog: Escape closes it and focus goes back to
 * where it was.
 */
export function CommandPalette({ sections }: { sections: { label: string; href: string }[] }) {
  const router = useRouter();
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<PaletteItem[]>([]);
  const [failed, setFailed] = useState<string[]>([]);
  const [loading, setLoading] = useState(false);
  const asked = useRef(0);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen((was) => !was);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    const box = dialog.current;
    if (!box) return;
    if (open && !box.open) box.showModal();
    if (!open && box.open) box.close();
  }, [open]);

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  /** Each change of the words asks the server once the typing pauses; only the latest answer is shown. */
  function search(value: string) {
    setQuery(value);
    clearTimeout(timer.current);
    const text = value.trim();
    const ticket = ++asked.current;
    if (!text) {
      setFound([]);
      setFailed([]);
      setLoading(false);
      return;
    }
    setLoading(true);
    timer.current = setTimeout(() => {
      paletteSearch(text)
        .then((answer) => {
          if (asked.current !== ticket) return;
          setFound(answer.items);
          setFailed(answer.failed);
        })
        .catch(() => {
          if (asked.current === ticket) setFailed(['the dashboard']);
        })
        .finally(() => {
          if (asked.current === ticket) setLoading(false);
        });
    }, DEBOUNCE_MS);
  }

  const words = query.trim().toLowerCase();
  const items: PaletteItem[] = [
    ...found,
    ...sections
      .filter((s) => !words || s.label.toLowerCase().includes(words))
      .map((s) => ({ kind: 'section' as const, label: s.label, href: s.href })),
  ];

  const go = (href: string) => {
    setOpen(false);
    search('');
    router.push(href);
  };

  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
      >
        <span>Search</span>
        <kbd className={styles.hint} aria-hidden="true">
          Ctrl K
        </kbd>
      </button>
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-label="Search the dashboard"
        onClose={() => setOpen(false)}
        onClick={(event) => {
          // A click on the backdrop (the dialog element itself, outside its box) closes it.
          if (event.target === dialog.current) setOpen(false);
        }}
      >
        {open ? (
          <Command label="Search the dashboard" shouldFilter={false} loop className={styles.command}>
            <Command.Input
              value={query}
              onValueChange={search}
              placeholder="Order number, member email, product name or section"
              className={styles.input}
              autoFocus
            />
            <Command.List className={styles.list}>
              {loading ? <Command.Loading>Searching…</Command.Loading> : null}
              {!loading && items.length === 0 ? (
                <Command.Empty className={styles.empty}>Nothing found for “{query.trim()}”.</Command.Empty>
              ) : null}
              {GROUPS.map(({ kind, heading }) => {
                const group = items.filter((i) => i.kind === kind);
                if (group.length === 0) return null;
                return (
                  <Command.Group key={kind} heading={heading} className={styles.group}>
                    {group.map((item) => (
                      <Command.Item
                        key={`${kind}:${item.href}`}
                        value={`${kind}:${item.href}`}
                        onSelect={() => go(item.href)}
                        className={styles.item}
                      >
                        <span>{item.label}</span>
                        {item.detail ? <span className={styles.detail}>{item.detail}</span> : null}
                      </Command.Item>
                    ))}
                  </Command.Group>
                );
              })}
            </Command.List>
            {failed.length > 0 ? (
              <p className={styles.failed} role="status">
                Could not search {failed.join(' and ')} just now.
              </p>
            ) : null}
            <p className={styles.help}>
              <kbd>↑</kbd> <kbd>↓</kbd> to move, <kbd>Enter</kbd> to open, <kbd>Esc</kbd> to close
            </p>
          </Command>
        ) : null}
      </dialog>
    </>
  );
}
