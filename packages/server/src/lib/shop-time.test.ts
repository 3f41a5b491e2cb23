import { describe, expect, it } from 'vitest';
import { dateText, dateTimeText, knownTimeZone, slotText, zoneLabel } from './shop-time';

const NY = 'America/New_York';
// ICU writes a narrow or plain space before AM/PM depending on its version.
const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');

describe('shop time', () => {
  it('shows a courier window in the shop zone, named, whatever the server zone', () => {
    const slot = { from: new Date('2026-12-01T14:00:00Z'), to: new Date('2026-12-01T17:00:00Z') };
    expect(plain(slotText(slot, NY))).toBe('Tuesday, December 1, 9:00 AM–12:00 PM ET');
    expect(plain(slotText(slot, 'UTC'))).toBe('Tuesday, December 1, 2:00 PM–5:00 PM UTC');
  });

  it('keeps the wall-clock window across the spring change (EST to EDT)', () => {
    // 2026-03-08: 02:00 EST becomes 03:00 EDT. The day before and the day after, 9-12 local.
    expect(
      plain(slotText({ from: new Date('2026-03-07T14:00:00Z'), to: new Date('2026-03-07T17:00:00Z') }, NY)),
    ).toBe('Saturday, March 7, 9:00 AM–12:00 PM ET');
    expect(
      plain(slotText({ from: new Date('2026-03-09T13:00:00Z'), to: new Date('2026-03-09T16:00:00Z') }, NY)),
    ).toBe('Monday, March 9, 9:00 AM–12:00 PM ET');
    // A window over the change itself: 1:00 EST to 4:00 EDT is two hours of clock time later.
    expect(
      plain(slotText({ from: new Date('2026-03-08T06:00:00Z'), to: new Date('2026-03-08T08:00:00Z') }, NY)),
    ).toBe('Sunday, March 8, 1:00 AM–4:00 AM ET');
  });

  it('keeps the wall-clock window across the autumn change (EDT to EST)', () => {
    // 2026-11-01: 02:00 EDT becomes 01:00 EST.
    expect(
      plain(slotText({ from: new Date('2026-10-31T13:00:00Z'), to: new Date('2026-10-31T16:00:00Z') }, NY)),
    ).toBe('Saturday, October 31, 9:00 AM–12:00 PM ET');
    expect(
      plain(slotText({ from: new Date('2026-11-02T14:00:00Z'), to: new Date('2026-11-02T17:00:00Z') }, NY)),
    ).toBe('Monday, November 2, 9:00 AM–12:00 PM ET');
  });

  it("gives the shop zone's date, which is not the UTC one late in the evening", () => {
    const late = new Date('2026-12-01T03:30:00Z');
    expect(dateText(late, NY)).toBe('November 30, 2026');
    expect(plain(dateTimeText(late, NY))).toBe('November 30, 2026 at 10:30 PM ET');
    expect(dateText(late, 'UTC')).toBe('December 1, 2026');
  });

  it('names a window that ends on another day with both days', () => {
    const slot = { from: new Date('2026-12-02T03:00:00Z'), to: new Date('2026-12-02T06:00:00Z') };
    expect(plain(slotText(slot, NY))).toBe('Tuesday, December 1, 10:00 PM–Wednesday, December 2, 1:00 AM ET');
  });

  it('names zones by their short generic name, or their offset', () => {
    expect(zoneLabel(NY, new Date('2026-07-01T12:00:00Z'))).toBe('ET');
    expect(zoneLabel('America/Los_Angeles', new Date('2026-01-01T12:00:00Z'))).toBe('PT');
    expect(zoneLabel('UTC', new Date())).toBe('UTC');
    expect(zoneLabel('Europe/Paris', new Date('2026-01-01T12:00:00Z'))).toBe('GMT+1');
  });

  it('knows IANA zones only', () => {
    expect(knownTimeZone(NY)).toBe(true);
    expect(knownTimeZone('UTC')).toBe(true);
    expect(knownTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(knownTimeZone('')).toBe(false);
  });
});
