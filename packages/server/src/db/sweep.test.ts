import { describe, expect, it } from 'vitest';
import type { Db } from './open';
import { sweepNow } from './sweep';

const handle = () => ({ dialect: {} }) as unknown as Db;

describe('sweepNow', () => {
  it('sweeps at most once a minute per database and name, each database on its own time', async () => {
    const [a, b] = [handle(), handle()];
    const swept: string[] = [];
    const sweep = (label: string) => async () => void swept.push(label);
    const t = 1_000_000;
    await sweepNow(a, 'tokens', sweep('a tokens'), t);
    await sweepNow(a, 'tokens', sweep('a tokens again'), t + 59_999);
    await sweepNow(a, 'captchas', sweep('a captchas'), t + 1);
    await sweepNow(b, 'tokens', sweep('b tokens'), t + 2);
    await sweepNow(a, 'tokens', sweep('a tokens a minute on'), t + 60_000);
    expect(swept).toEqual(['a tokens', 'a captchas', 'b tokens', 'a tokens a minute on']);
  });
});
