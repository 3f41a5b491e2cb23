'use client';
'use no memo';

import { tableFeatures, useTable, type ColumnDef, type RowData } from '@tanstack/react-table';
import Link from 'next/link';
import styles from './people.module.css';

/** The lists' table features: sorting, filtering and paging are the server's, kept in the URL. */
export const listFeatures = tableFeatures({});
export type ListColumn<T extends RowData> = ColumnDef<typeof listFeatures, T>;

export interface SortLink {
  href: string;
  /** How the list is sorted by this column now, if it is. */
  sorted?: 'ascending' | 'descending';
}

/**
 * A list as a table (TanStack Table renders the rows; each column's header text labels its cells on a phone,
 * where each row becomes a card). A column with a sort link sorts the list through the URL.
 */
export function AdminTable<T extends RowData>({
  caption,
  columns,
  data,
  rowKey,
  sortLinks = {},
}: {
  caption: string;
  columns: ListColumn<T>[];
  data: T[];
  rowKey: (row: T) => string;
  sortLinks?: Record<string, SortLink>;
}) {
  const table = useTable({ features: listFeatures, columns, data, getRowId: rowKey });
  return (
    // A region that may scroll sideways at a narrow desk width: keyboard users reach it too.
    <div className={styles.tableWrap} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sort = sortLinks[header.column.id];
                return (
                  <th key={header.id} scope="col" aria-sort={sort?.sorted}>
                    {header.isPlaceholder ? null : sort ? (
                      <Link href={sort.href} className={styles.sortLink}>
                        <table.FlexRender header={header} />
                        {sort.sorted ? (sort.sorted === 'ascending' ? ' ↑' : ' ↓') : null}
                      </Link>
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getAllCells().map((cell) => (
                <td
                  key={cell.id}
                  data-label={
                    typeof cell.column.columnDef.header === 'string' ? cell.column.columnDef.header : ''
                  }
                >
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
