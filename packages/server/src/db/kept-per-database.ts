import type { Db } from './open';

/**
 * What identifies a database within this process: Drizzle's dialect object, which a handle shares with
 * its transactions, so state kept by it is the same inside and outside a transaction.
 */
export const databaseKey = (db: Db): object => (db as unknown as { dialect: object }).dialect;

interface State<T> {
  kept?: { value: T; at: number };
  /** Counts this process's writes: a read that one overtook is not kept. */
  generation: number;
}

/**
 * A small set of shop settings read on every request (pricing's tax and automatic discounts, shipping's
 * regions and rates), kept in memory per database and read again after `keptMs`, or at once after this
 * process wrote them (`writing`, `forget`). Kept per database handle: Drizzle's dialect object, which a
 * handle shares with its transactions, so two databases in one process (tests) never see each other's.
 * Another process writing to the same PostgreSQL database is seen within `keptMs`; so is a write of this
 * process made inside a caller's transaction that commits after `writing` returned.
 * A read is never shared between requests while it runs: it may run in one request's transaction.
 */
export class KeptPerDatabase<T> {
  private readonly states = new WeakMap<object, State<T>>();

  constructor(
    private readonly read: (db: Db) => Promise<T>,
    readonly keptMs: number,
  ) {}

  private stateOf(db: Db): State<T> {
    const key = databaseKey(db);
    let state = this.states.get(key);
    if (!state) this.states.set(key, (state = { generation: 0 }));
    return state;
  }

  async get(db: Db): Promise<T> {
    const state = this.stateOf(db);
    const now = Date.now();
    if (state.kept && now - state.kept.at < this.keptMs) return state.kept.value;
    const generation = state.generation;
    const value = await this.read(db);
    if (state.generation === generation) state.kept = { value, at: now };
    return value;
  }

  /** The next `get` reads the database again. */
  forget(db: Db): void {
    const state = this.stateOf(db);
    state.generation++;
    delete state.kept;
  }

  /** Runs a write of the settings, then forgets the kept ones (once it is done: committed, or failed). */
  async writing<R>(db: Db, write: () => Promise<R>): Promise<R> {
    try {
      return await write();
    } finally {
      this.forget(db);
    }
  }
}
