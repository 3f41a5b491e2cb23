import { sql } from 'drizzle-orm';
import { boolean, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { defineQueryFields } from './query';

/** A table and its query allow-list shared by the query compiler's tests. */
export const things = pgTable('things', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  price: numeric('price', { precision: 20, scale: 2 }).notNull(),
  qty: integer('qty'),
  visible: boolean('visible').notNull(),
  kind: text('kind').notNull(),
  tags: text('tags').array().notNull(),
  created: timestamp('created', { withTimezone: true }).notNull(),
});

export const fields = defineQueryFields(
  {
    id: { column: things.id, type: 'uuid', sortable: true },
    name: { column: things.name, type: 'string', sortable: true },
    'price.price': { column: things.price, type: 'decimal', sortable: true },
    qty: { column: things.qty, type: 'integer', sortable: true },
    visible: { column: things.visible, type: 'boolean' },
    kind: { column: things.kind, type: 'enum', values: ['physical', 'digital'], sortable: true },
    tags: { column: things.tags, type: 'string[]' },
    createdDate: { column: things.created, type: 'date', sortable: true },
    hidden: { column: things.name, type: 'string', filterable: false },
  },
  { tiebreaker: things.id, search: { document: sql`to_tsvector('simple', ${things.name})` } },
);
