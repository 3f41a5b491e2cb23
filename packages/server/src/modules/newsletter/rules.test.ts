import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  linkSubject,
  linkToken,
  mailDecision,
  MAIL_INTERVAL_MS,
  MAIL_WINDOW_MS,
  MAILS_PER_WINDOW,
  type MailCounters,
} from './rules';

const SECRET = 'a-test-secret';
const fresh: MailCounters = { lastMailedAt: null, mailWindowStart: null, mailCount: 0 };

describe('mailDecision', () => {
  it('mails a new address and starts its window', () => {
    const now = new Date('2026-03-01T10:00:00Z');
    expect(mailDecision(fresh, now)).toEqual({
      send: true,
      counters: { lastMailedAt: now, mailWindowStart: now, mailCount: 1 },
    });
  });

  it('waits a minute between mails', () => {
    const at = new Date('2026-03-01T10:00:00Z');
    const state = { lastMailedAt: at, mailWindowStart: at, mailCount: 1 };
    expect(mailDecision(state, new Date(at.getTime() + MAIL_INTERVAL_MS - 1))).toEqual({ send: false });
    expect(mailDecision(state, new Date(at.getTime() + MAIL_INTERVAL_MS))).toMatchObject({
      send: true,
      counters: { mailCount: 2, mailWindowStart: at },
    });
  });

  it('never sends more than five mails in a day, however the requests are spread', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3 * 60 * 60_000 }), { maxLength: 60 }), (gaps) => {
        let state = fresh;
        let now = new Date('2026-03-01T00:00:00Z').getTime();
        const sent: number[] = [];
        for (const gap of gaps) {
          now += gap;
          const decision = mailDecision(state, new Date(now));
          if (decision.send) {
            state = decision.counters;
            sent.push(now);
          }
        }
        for (let i = 0; i < sent.length; i++) {
          const inDay = sent.filter((t) => t >= sent[i]! && t < sent[i]! + MAIL_WINDOW_MS).length;
          // A window starts at its first mail; two windows can touch, so any 24 h holds at most twice the cap.
          expect(inDay).toBeLessThanOrEqual(2 * MAILS_PER_WINDOW);
          if (i > 0) expect(sent[i]! - sent[i - 1]!).toBeGreaterThanOrEqual(MAIL_INTERVAL_MS);
        }
        const firstDay = sent.filter((t) => t < sent[0]! + MAIL_WINDOW_MS).length;
        expect(firstDay).toBeLessThanOrEqual(MAILS_PER_WINDOW);
      }),
    );
  });

  it('opens a new window a day after the last one started', () => {
    const start = new Date('2026-03-01T00:00:00Z');
    const full = { lastMailedAt: new Date('2026-03-01T05:00:00Z'), mailWindowStart: start, mailCount: 5 };
    expect(mailDecision(full, new Date('2026-03-01T23:59:59Z'))).toEqual({ send: false });
    const next = new Date(start.getTime() + MAIL_WINDOW_MS);
    expect(mailDecision(full, next)).toEqual({
      send: true,
      counters: { lastMailedAt: next, mailWindowStart: next, mailCount: 1 },
    });
  });
});

describe('newsletter link tokens', () => {
  it('give back the id they were signed for, for their purpose only', () => {
    fc.assert(
      fc.property(fc.uuid(), (id) => {
        expect(linkSubject(SECRET, 'confirm', linkToken(SECRET, 'confirm', id))).toBe(id);
        expect(linkSubject(SECRET, 'unsubscribe', linkToken(SECRET, 'unsubscribe', id))).toBe(id);
        expect(linkSubject(SECRET, 'unsubscribe', linkToken(SECRET, 'confirm', id))).toBeUndefined();
        expect(linkSubject('another-secret', 'confirm', linkToken(SECRET, 'confirm', id))).toBeUndefined();
      }),
    );
  });

  it('refuse a token whose id or signature was changed', () => {
    fc.assert(
      fc.property(fc.uuid(), fc.uuid(), (id, other) => {
        fc.pre(id !== other);
        const [, sig] = linkToken(SECRET, 'confirm', id).split('.');
        expect(linkSubject(SECRET, 'confirm', `${other}.${sig}`)).toBeUndefined();
        expect(linkSubject(SECRET, 'confirm', `${id}.${sig!.slice(1)}`)).toBeUndefined();
      }),
    );
  });

  it('refuse malformed tokens', () => {
    for (const token of ['', '.', 'abc', 'not-a-uuid.sig', `${'0'.repeat(36)}.x`]) {
      expect(linkSubject(SECRET, 'confirm', token)).toBeUndefined();
    }
  });
});
