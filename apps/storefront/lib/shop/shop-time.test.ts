import { describe, expect, it } from 'vitest';
import { dateTimeText, dayStartIn, hoursText, nextDay, slotText, zoneLabel } from './shop-time';

const NY = 'America/New_York';
// ICU writes a narrow or a plain space before AM/PM depending on its version.
const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');

describe('shop time', () => {
  it('shows the New York courier windows as New York sees them, named', () => {
    expect(plain(slotText({ from: '2026-12-01T14:00:00.000Z', to: '2026-12-01T17:00:00.000Z' }, NY))).toBe(
      'Tuesday, December 1, 9:00 AM–12:00 PM ET',
    );
    expect(
      plain(slotText({ from: new Date('2026-12-01T18:00:00Z'), to: new Date('2026-12-01T22:00:00Z') }, NY)),
    ).toBe('Tuesday, December 1, 1:00 PM–5:00 PM ET');
  });

  it('keeps 9-12 across the spring and autumn changes (EST/EDT)', () => {
    const nine = (from: string, to: string) => plain(slotText({ from, to }, NY));
    expect(nine('2026-03-07T14:00:00Z', '2026-03-07T17:00:00Z')).toBe(
      'Saturday, March 7, 9:00 AM–12:00 PM ET',
    );
    expect(nine('2026-03-09T13:00:00Z', '2026-03-09T16:00:00Z')).toBe('Monday, March 9, 9:00 AM–12:00 PM ET');
    expect(nine('2026-10-31T13:00:00Z', '2026-10-31T16:00:00Z')).toBe(
      'Saturday, October 31, 9:00 AM–12:00 PM ET',
    );
    expect(nine('2026-11-02T14:00:00Z', '2026-11-02T17:00:00Z')).toBe(
      'Monday, November 2, 9:00 AM–12:00 PM ET',
    );
    // Over the spring change itself: 1 AM EST to 4 AM EDT is two hours.
    expect(nine('2026-03-08T06:00:00Z', '2026-03-08T08:00:00Z')).toBe('Sunday, March 8, 1:00 AM–4:00 AM ET');
  });

  it('dates an instant by the shop’s day, not UTC’s', () => {
    expect(plain(dateTimeText('2026-12-01T03:39:00Z', NY))).toBe('Nov 30, 2026, 10:39 PM ET');
    expect(plain(dateTimeText('2026-12-01T03:39:00Z', 'UTC'))).toBe('Dec 1, 2026, 3:39 AM UTC');
  });

  it('names zones briefly', () => {
    expect(zoneLabel(NY, new Date('2026-07-01T12:00:00Z'))).toBe('ET');
    expect(zoneLabel(NY, new Date('2026-01-01T12:00:00Z'))).toBe('ET');
    expect(zoneLabel('UTC')).toBe('UTC');
  });

  it('says opening hours in groups of days, with the zone and the note', () => {
    const week = [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, open: '09:00', close: '17:00' }));
    expect(hoursText({ days: week, note: '' }, NY)).toBe('Monday–Saturday, 9:00 AM–5:00 PM ET');
    expect(
      hoursText(
        {
          days: [
            { weekday: 6, open: '10:00', close: '14:30' },
            { weekday: 2, open: '11:00', close: '18:00' },
            { weekday: 3, open: '11:00', close: '18:00' },
            { weekday: 5, open: '11:00', close: '18:00' },
          ],
          note: 'Closed on public holidays',
        },
        NY,
      ),
    ).toBe(
      'Tuesday–Wednesday, 11:00 AM–6:00 PM; Friday, 11:00 AM–6:00 PM; Saturday, 10:00 AM–2:30 PM ET. Closed on public holidays',
    );
    expect(hoursText({ days: [], note: '' }, NY)).toBe('');
    expect(hoursText({ days: [{ weekday: 7, open: '00:00', close: '12:00' }], note: '' }, 'UTC')).toBe(
      'Sunday, 12:00 AM–12:00 PM UTC',
    );
  });
});

describe('the start of a shop day', () => {
  it('finds the start of a day in zones ahead of and behind UTC, across a change of offset', () => {
    expect(dayStartIn('2026-06-15', 'UTC').toISOString()).toBe('2026-06-15T00:00:00.000Z');
    expect(dayStartIn('2026-06-15', 'Europe/Paris').toISOString()).toBe('2026-06-14T22:00:00.000Z');
    expect(dayStartIn('2026-01-15', 'Asia/Tokyo').toISOString()).toBe('2026-01-14T15:00:00.000Z');
    expect(dayStartIn('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(dayStartIn('2026-03-09', 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });
  it('finds the start of a day across clock changes', () => {
    expect(dayStartIn('2026-03-29', 'Europe/Paris').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(dayStartIn('2026-03-30', 'Europe/Paris').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(dayStartIn('2026-01-15', 'UTC').toISOString()).toBe('2026-01-15T00:00:00.000Z');
  });

  it('steps to the next day across a month and a year', () => {
    expect(nextDay('2026-01-31')).toBe('2026-02-01');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });
});
