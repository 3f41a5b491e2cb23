'use client';
'use no memo';

import Link from 'next/link';
import type { AuditRow, GiftCardRow, MemberRow, SubscriberRow } from '@/lib/shop/admin-people';
import { AdminTable, type ListColumn, type SortLink } from './AdminTable';
import styles from './people.module.css';
import { UndoPriceChange } from './UndoPriceChange';

/** The people pages' lists: their columns here, their rows from the server (lib/shop/admin-people.ts). */

const memberColumns: ListColumn<MemberRow>[] = [
  {
    id: 'name',
    header: 'Member',
    accessorFn: (m) => m.name,
    cell: ({ row }) => (
      <span>
        <Link href={`/admin/members/${row.original.id}`}>{row.original.name}</Link>
        {row.original.name !== row.original.email ? (
          <>
            <br />
            <span className={styles.count}>{row.original.email}</span>
          </>
        ) : null}
      </span>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    accessorFn: (m) => m.statusText,
    cell: ({ row }) => (
      <span className={styles.status} data-status={row.original.status}>
        {row.original.statusText}
      </span>
    ),
  },
  { id: 'joined', header: 'Joined', accessorFn: (m) => m.joined },
  { id: 'lastLogin', header: 'Last signed in', accessorFn: (m) => m.lastLogin },
];

export function MembersTable({
  rows,
  sortLinks,
}: {
  rows: MemberRow[];
  sortLinks: Record<string, SortLink>;
}) {
  return (
    <AdminTable
      caption="Members"
      columns={memberColumns}
      data={rows}
      rowKey={(m) => m.id}
      sortLinks={sortLinks}
    />
  );
}

const subscriberColumns: ListColumn<SubscriberRow>[] = [
  { id: 'email', header: 'Email', accessorFn: (s) => s.email },
  {
    id: 'status',
    header: 'Status',
    accessorFn: (s) => s.status,
    cell: ({ row }) => (
      <span className={styles.status} data-status={row.original.status}>
        {row.original.status === 'CONFIRMED' ? 'Subscribed' : 'Awaiting confirmation'}
      </span>
    ),
  },
  { id: 'since', header: 'Since', accessorFn: (s) => s.since },
];

export function SubscribersTable({ rows }: { rows: SubscriberRow[] }) {
  return (
    <AdminTable
      caption="Newsletter subscribers"
      columns={subscriberColumns}
      data={rows}
      rowKey={(s) => s.id}
    />
  );
}

const giftCardColumns: ListColumn<GiftCardRow>[] = [
  {
    id: 'code',
    header: 'Card',
    accessorFn: (c) => c.code,
    cell: ({ row }) => (
      <Link href={`/admin/gift-cards/${row.original.id}`} className={styles.mono}>
        {row.original.code}
      </Link>
    ),
  },
  { id: 'balance', header: 'Balance', accessorFn: (c) => `${c.balance} of ${c.initialBalance}` },
  {
    id: 'status',
    header: 'Status',
    accessorFn: (c) => c.status,
    cell: ({ row }) => (
      <span className={styles.status} data-status={row.original.status}>
        {row.original.status}
      </span>
    ),
  },
  { id: 'recipient', header: 'Recipient', accessorFn: (c) => c.recipient || '—' },
  { id: 'issued', header: 'Issued', accessorFn: (c) => c.issued },
  { id: 'expires', header: 'Expires', accessorFn: (c) => c.expires },
];

export function GiftCardsTable({ rows }: { rows: GiftCardRow[] }) {
  return <AdminTable caption="Gift cards" columns={giftCardColumns} data={rows} rowKey={(c) => c.id} />;
}

const auditColumns: ListColumn<AuditRow>[] = [
  { id: 'when', header: 'When', accessorFn: (e) => e.when },
  {
    id: 'who',
    header: 'Who',
    accessorFn: (e) => e.who,
    cell: ({ row }) => (
      <span>
        {row.original.who}
        <br />
        <span className={styles.count}>{row.original.whoDetail}</span>
      </span>
    ),
  },
  {
    id: 'what',
    header: 'What',
    accessorFn: (e) => e.actionText,
    cell: ({ row }) => (
      <span>
        {row.original.actionText}
        <br />
        <span className={styles.count}>
          {row.original.targetType} <code>{row.original.target}</code>
        </span>
      </span>
    ),
  },
  {
    id: 'changes',
    header: 'Before → after',
    accessorFn: (e) => e.changes.length,
    cell: ({ row }) =>
      row.original.changes.length === 0 ? (
        '—'
      ) : (
        <ul className={styles.changes}>
          {row.original.changes.slice(0, 8).map((c) => (
            <li key={c.field}>
              <code>{c.field}</code>:{' '}
              {c.before === '—' ? null : <span className={styles.was}>{c.before}</span>}
              {c.before === '—' ? '' : ' → '}
              {c.after}
            </li>
          ))}
          {row.original.changes.length > 8 ? <li>and {row.original.changes.length - 8} more</li> : null}
        </ul>
      ),
  },
];

/** An entry that can be undone from the log (a bulk price change): its change id and the products it would skip. */
export type AuditUndo = Record<string, { overtaken: string[] }>;

export function AuditTable({ rows, undo = {} }: { rows: AuditRow[]; undo?: AuditUndo }) {
  const columns: ListColumn<AuditRow>[] =
    Object.keys(undo).length === 0
      ? auditColumns
      : [
          ...auditColumns,
          {
            id: 'undo',
            header: 'Undo',
            accessorFn: (e) => (undo[e.id] ? 1 : 0),
            cell: ({ row }) => {
              const can = undo[row.original.id];
              return can ? (
                <UndoPriceChange changeId={row.original.target} overtaken={can.overtaken} />
              ) : null;
            },
          },
        ];
  return <AdminTable caption="Audit log entries" columns={columns} data={rows} rowKey={(e) => e.id} />;
}
