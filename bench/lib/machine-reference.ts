import { PGlite } from '@electric-sql/pglite';
import { EmbeddedClient } from '../../packages/server/src/db/embedded/client';

const WARM_UP = 5_000;
const PER_ROUND = 20_000;
const ROUNDS = 3;

/**
 * How fast this machine runs the embedded database's smallest call: µs per `select 1` through the
 * server's EmbeddedClient on an in-memory PGlite, the median of three rounds after a warm-up. It was
 * 20 µs when the client was written and 74-83 µs on a later machine, where a listing cost about twice
 * the CPU of the session before with the same code: read a run's ratios and latencies beside it.
 */
export async function embeddedSelectOneMicros(): Promise<number> {
  const pglite = await PGlite.create({ relaxedDurability: true });
  try {
    const client = new EmbeddedClient(pglite);
    for (let i = 0; i < WARM_UP; i++) await client.query('select 1');
    const rounds: number[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const started = performance.now();
      for (let i = 0; i < PER_ROUND; i++) await client.query('select 1');
      rounds.push(((performance.now() - started) * 1000) / PER_ROUND);
    }
    rounds.sort((a, b) => a - b);
    return Math.round(rounds[Math.floor(ROUNDS / 2)]! * 10) / 10;
  } finally {
    await pglite.close();
  }
}
