'use client';
'use no memo';

import {
  createColumnHelper,
  rowSelectionFeature,
  tableFeatures,
  useTable,
  type RowSelectionState,
} from '@tanstack/react-table';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import type { OrderRowView } from '@/lib/shop/admin-order-rows';
import type { SortColumn } from '@/lib/shop/order-list-state';
import { isTypingTarget, shortcutOf } from '@/lib/shop/list-shortcuts';
import styles from './admin.module.css';
import list from './orders.module.css';
import { MarkPaidDialog } from './MarkPaidDialog';

const features = tableFeatures({ rowSelectionFeature });
const helper = createColumnHelper<typeof features, OrderRowView>();

type Sorting = Record<SortColumn, { href: string; aria: 'ascending' | 'descending' | undefined }>;

function SortHeader({ label, sort }: { label: string; sort: Sorting[SortColumn] }) {
  const arrow = sort.aria === 'ascending' ? '↑' : sort.aria === 'descending' ? '↓' : '';
  return (
    <Link href={sort.href} className={list.sortLink} scroll={false}>
      {label}
      <span aria-hidden="true">{arrow ? ` ${arrow}` : ''}</span>
    </Link>
  );
}

const columnsFor = (sorting: Sorting, zone: string, canWrite: boolean) =>
  helper.columns([
    ...(canWrite
      ? [
          helper.display({
            id: 'select',
            header: ({ table }) => (
              <input
                type="checkbox"
                aria-label="Select every order on this page"
                checked={table.getIsAllRowsSelected()}
                onChange={() => table.toggleAllRowsSelected()}
              />
            ),
            cell: ({ row }) => (
              <input
                type="checkbox"
                aria-label={`Select order #${row.original.number}`}
                checked={row.getIsSelected()}
                onChange={() => row.toggleSelected()}
              />
            ),
          }),
        ]
      : []),
    helper.accessor('number', {
      header: () => <SortHeader label="Order" sort={sorting.number} />,
      cell: ({ row }) => (
        <Link href={`/admin/orders/${row.original.id}`} className={list.orderLink} data-row-link>
          #{row.original.number}
        </Link>
      ),
    }),
    helper.accessor('date', {
      header: () => <SortHeader label={`Date (${zone})`} sort={sorting.date} />,
      cell: ({ row }) => <time dateTime={row.original.dateIso}>{row.original.date}</time>,
    }),
    helper.accessor('email', {
      header: 'Buyer',
      cell: ({ row }) => (
        <span className={list.buyer}>
          {row.original.buyerName ? <span>{row.original.buyerName}</span> : null}
          <span className={styles.muted}>{row.original.email || '—'}</span>
        </span>
      ),
    }),
    helper.accessor('total', {
      header: () => <SortHeader label="Total" sort={sorting.total} />,
      cell: ({ row }) => <span className={list.money}>{row.original.total}</span>,
    }),
    helper.accessor('paymentLabel', {
      header: 'Payment',
      cell: ({ row }) => (
        <span className={list.status} data-status={row.original.paymentStatus}>
          {row.original.paymentLabel}
        </span>
      ),
    }),
    helper.accessor('fulfilmentLabel', {
      header: 'Fulfilment',
      cell: ({ row }) => (
        <span className={list.status} data-status={row.original.fulfilmentStatus}>
          {row.original.fulfilmentLabel}
        </span>
      ),
    }),
    helper.accessor('delivery', { header: 'Delivery' }),
  ]);

const SORTED: Record<string, SortColumn> = { number: 'number', date: 'date', total: 'total' };

/**
 * The orders of one page of the list (TanStack Table over rows the server read): sortable by date, number and
 * total (links, so the URL keeps the order), rows selectable for "Mark as paid" by people who may write
 * orders, and keyboard shortcuts outside fields: "/" search, j and k move, Enter opens, x selects.
 */
export function OrdersList({
  rows,
  canWrite,
  sorting,
  zone,
  empty,
  clearHref,
  exportHref,
  prevHref,
  nextHref,
  page,
}: {
  rows: OrderRowView[];
  canWrite: boolean;
  sorting: Sorting;
  zone: string;
  empty: 'empty' | 'no-matches' | 'past-end' | undefined;
  clearHref: string;
  exportHref: string;
  prevHref: string | undefined;
  nextHref: string | undefined;
  page: number;
}) {
  const router = useRouter();
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [active, setActive] = useState<number>(-1);
  const [confirming, setConfirming] = useState(false);
  const [columns] = useState(() => columnsFor(sorting, zone, canWrite));
  const body = useRef<HTMLTableSectionElement>(null);
  const table = useTable({
    features,
    columns,
    data: rows,
    getRowId: (row) => row.id,
    state: { rowSelection },
    onRowSelectionChange: setRowSelection,
    enableRowSelection: canWrite,
  });
  const selected = rows.filter((r) => rowSelection[r.id]);

  useEffect(() => {
    const focusRow = (index: number) => {
      setActive(index);
      body.current?.querySelectorAll<HTMLElement>('[data-row-link]')[index]?.focus();
    };
    const onKey = (event: KeyboardEvent) => {
      if (confirming || isTypingTarget(event.target)) return;
      const shortcut = shortcutOf(event);
      if (!shortcut) return;
      // Enter on a link, button or box does what that control does; the shortcut is for the row in focus.
      const onControl =
        event.target instanceof Element &&
        event.target.closest('a, button, input, select, textarea, summary, [role="button"]') !== null;
      if (shortcut === 'open' && onControl) return;
      const links = body.current?.querySelectorAll<HTMLElement>('[data-row-link]') ?? [];
      const current = [...links].findIndex((l) => l === document.activeElement);
      const at = current >= 0 ? current : active;
      if (shortcut === 'search') {
        event.preventDefault();
        document.getElementById('orders-q')?.focus();
      } else if (shortcut === 'next' && links.length > 0) {
        event.preventDefault();
        focusRow(Math.min(links.length - 1, at + 1));
      } else if (shortcut === 'previous' && links.length > 0) {
        event.preventDefault();
        focusRow(Math.max(0, at - 1));
      } else if (shortcut === 'open' && at >= 0 && rows[at]) {
        event.preventDefault();
        router.push(`/admin/orders/${rows[at].id}`);
      } else if (shortcut === 'select' && canWrite && at >= 0 && rows[at]) {
        event.preventDefault();
        const id = rows[at].id;
        setRowSelection((old) => {
          const next = { ...old };
          if (next[id]) delete next[id];
          else next[id] = true;
          return next;
        });
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [active, canWrite, confirming, router, rows]);

  if (empty) {
    return (
      <section className={styles.card} aria-labelledby="orders-empty">
        <h2 id="orders-empty" className={styles.cardTitle}>
          {empty === 'no-matches'
            ? 'No orders match'
            : empty === 'past-end'
              ? 'No more orders'
              : 'No orders yet'}
        </h2>
        <p className={styles.muted}>
          {empty === 'no-matches'
            ? 'No order matches these filters and search. Change them, or clear them to see every order.'
            : empty === 'past-end'
              ? 'This page is past the last order.'
              : 'Orders appear here as soon as a customer checks out.'}
        </p>
        {empty !== 'empty' ? (
          <div className={styles.actions}>
            <Link href={clearHref} className="button button-ghost">
              {empty === 'no-matches' ? 'Clear filters' : 'First page'}
            </Link>
          </div>
        ) : null}
      </section>
    );
  }

  return (
    <section className={list.results} aria-labelledby="orders-results">
      <div className={list.toolbar}>
        <h2 id="orders-results" className={list.resultsTitle}>
          {page > 1 ? `Orders, page ${page}` : 'Orders'}
        </h2>
        <div className={list.toolbarActions}>
          {canWrite ? (
            <>
              <label className={list.selectPage}>
                <input
                  type="checkbox"
                  checked={table.getIsAllRowsSelected()}
                  onChange={() => table.toggleAllRowsSelected()}
                />
                Select all on this page
              </label>
              <span className={styles.muted} aria-live="polite">
                {selected.length === 0 ? 'None selected' : `${selected.length} selected`}
              </span>
              <button
                type="button"
                className="button button-ghost"
                disabled={selected.length === 0}
                onClick={() => setConfirming(true)}
              >
                Mark as paid…
              </button>
            </>
          ) : null}
          <a href={exportHref} className="button button-ghost" download>
            Download CSV
          </a>
        </div>
      </div>
      <div className={list.scroller}>
        <table className={list.table}>
          <caption className="visually-hidden">Orders; column headers with links sort the list</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={SORTED[header.column.id] ? sorting[SORTED[header.column.id]!].aria : undefined}
                    className={header.column.id === 'select' ? list.check : undefined}
                  >
                    {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody ref={body}>
            {table.getRowModel().rows.map((row, index) => (
              <tr
                key={row.id}
                data-active={index === active ? 'true' : undefined}
                data-selected={row.getIsSelected() ? 'true' : undefined}
                onFocus={() => setActive(index)}
              >
                {row.getAllCells().map((cell) => (
                  <td
                    key={cell.id}
                    className={cell.column.id === 'select' ? list.check : undefined}
                    data-cell={cell.column.id}
                  >
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav className={list.pager} aria-label="Pages of orders">
        {prevHref ? (
          <Link href={prevHref} className={styles.navLink} rel="prev">
            ← Previous page
          </Link>
        ) : (
          <span />
        )}
        <span className={styles.muted}>Page {page}</span>
        {nextHref ? (
          <Link href={nextHref} className={styles.navLink} rel="next">
            Next page →
          </Link>
        ) : (
          <span />
        )}
      </nav>
      <details className={list.shortcuts}>
        <summary>Keyboard shortcuts</summary>
        <dl>
          <dt>
            <kbd>/</kbd>
          </dt>
          <dd>Search orders</dd>
          <dt>
            <kbd>j</kbd> / <kbd>k</kbd>
          </dt>
          <dd>Next / previous order</dd>
          <dt>
            <kbd>Enter</kbd>
          </dt>
          <dd>Open the order</dd>
          {canWrite ? (
            <>
              <dt>
                <kbd>x</kbd>
              </dt>
              <dd>Select or unselect the order</dd>
            </>
          ) : null}
          <dt>
            <kbd>Ctrl</kbd> + <kbd>K</kbd>
          </dt>
          <dd>Search the dashboard</dd>
        </dl>
        <p className={styles.muted}>Shortcuts wait while you type in a field.</p>
      </details>
      {canWrite && confirming ? (
        <MarkPaidDialog
          orders={selected}
          onClose={(changed) => {
            setConfirming(false);
            if (changed) {
              setRowSelection({});
              router.refresh();
            }
          }}
        />
      ) : null}
    </section>
  );
}
