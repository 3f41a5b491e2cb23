import { describe, expect, it } from 'vitest';
import { changesSince, isStale, revisionOf } from './conflict';

const at = new Date('2026-11-27T14:40:00.123Z');

describe('revisionOf', () => {
  it('reads the header as given, quoted as an entity tag or not; nothing when absent or blank', () => {
    expect(revisionOf(at.toISOString())).toBe(at.toISOString());
    expect(revisionOf(`"${at.toISOString()}"`)).toBe(at.toISOString());
    expect(revisionOf(`W/"${at.toISOString()}"`)).toBe(at.toISOString());
    expect(revisionOf([at.toISOString(), 'x'])).toBe(at.toISOString());
    expect(revisionOf(undefined)).toBeUndefined();
    expect(revisionOf('  ')).toBeUndefined();
  });
});

describe('isStale', () => {
  it('is stale when the order moved on, or the revision is no date; never without a revision', () => {
    expect(isStale(at, at.toISOString())).toBe(false);
    expect(isStale(at, '2026-11-27T14:40:00.122Z')).toBe(true);
    expect(isStale(at, 'yesterday')).toBe(true);
    expect(isStale(at, undefined)).toBe(false);
  });
});

describe('changesSince', () => {
  it('names who, what and when, with the order fields a change touched (its activities left out)', () => {
    expect(
      changesSince([
        {
          id: 'e',
          createdDate: at.toISOString(),
          actor: { kind: 'staff', id: 's', name: 'Olive Owner', email: 'olive@shop.example' },
          action: 'order.marked_paid',
          entity: { type: 'order', id: 'o' },
          after: { paymentStatus: 'PAID', activities: [] },
        },
        {
          id: 'f',
          createdDate: at.toISOString(),
          actor: { kind: 'operator', id: 'operator', name: 'Operator key' },
          action: 'order.updated',
          entity: { type: 'order', id: 'o' },
        },
      ]),
    ).toEqual([
      {
        actorName: 'Olive Owner',
        actorEmail: 'olive@shop.example',
        action: 'order.marked_paid',
        createdDate: at.toISOString(),
        fields: ['paymentStatus'],
      },
      { actorName: 'Operator key', action: 'order.updated', createdDate: at.toISOString(), fields: [] },
    ]);
  });
});
