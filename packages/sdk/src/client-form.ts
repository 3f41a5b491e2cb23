/**
 * The client form of a wire shape, as a type: what `toClient` (transform.ts) makes of the JSON the
 * server sends. `id`, `createdDate` and `updatedDate` become `_id`, `_createdDate` and
 * `_updatedDate`; a timestamp under a date key (any key ending in `Date`, and the rules' other date
 * keys) becomes a `Date`; everything else keeps its type, at every depth. The SDK's entity types are
 * this form of the wire types generated from the server's schemas (src/wire/), so a field added on the
 * server appears here, and one removed fails the typecheck of whatever used it.
 */
type ClientKey<K> = K extends 'id'
  ? '_id'
  : K extends 'createdDate'
    ? '_createdDate'
    : K extends 'updatedDate'
      ? '_updatedDate'
      : K;

/** Keys whose timestamps `toClient` turns into Dates (DEFAULT_RULES.dateKeys and every `...Date`). */
type DateKey = `${string}Date` | 'lastUpdated' | 'eventTime' | 'dateValue';

type ClientValue<K, V> = K extends DateKey ? (V extends string ? Date : ClientForm<V>) : ClientForm<V>;

export type ClientForm<T> = T extends readonly (infer Item)[]
  ? ClientForm<Item>[]
  : T extends object
    ? { [K in keyof T as ClientKey<K>]: ClientValue<K, T[K]> }
    : T;
