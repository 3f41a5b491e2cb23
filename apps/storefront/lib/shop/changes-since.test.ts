import { describe, expect, it } from 'vitest';
import { changedSentence, changesSince } from './changes-since';

describe('the changes a 409 answer carries', () => {
  it('keeps the named, dated entries in order and drops the rest', () => {
    const data = {
      changes: [
        { actorName: 'Ada', createdDate: '2026-11-28T09:00:00Z', fields: ['price', 7] },
        { actorName: '', createdDate: '2026-11-28T09:10:00Z' },
        { createdDate: '2026-11-28T09:20:00Z' },
        null,
        { actorName: 'Mona', action: 'product.updated', createdDate: '2026-11-28T09:30:00Z' },
      ],
    };
    expect(changesSince(data)).toEqual([
      { actorName: 'Ada', createdDate: '2026-11-28T09:00:00Z', fields: ['price'] },
      { actorName: 'Mona', action: 'product.updated', createdDate: '2026-11-28T09:30:00Z', fields: [] },
    ]);
  });

  it('reads nothing from an answer without changes', () => {
    for (const data of [undefined, null, 'x', {}, { changes: 'x' }]) expect(changesSince(data)).toEqual([]);
  });

  it('names everyone once and the last change’s time in the shop’s zone, with the zone', () => {
    const changes = changesSince({
      changes: [
        { actorName: 'Ada', createdDate: '2026-11-28T14:00:00Z' },
        { actorName: 'Mona', createdDate: '2026-11-28T14:40:00Z' },
        { actorName: 'Ada', createdDate: '2026-11-28T14:45:00Z' },
      ],
    });
    expect(changedSentence(changes, 'this product', 'price', 'America/New_York')).toBe(
      'Ada and Mona changed this product at Nov 28, 2026, 9:45 AM ET: price.',
    );
    expect(changedSentence(changes, 'the settings', '', 'UTC')).toBe(
      'Ada and Mona changed the settings at Nov 28, 2026, 2:45 PM UTC.',
    );
  });
});
