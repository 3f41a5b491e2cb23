import { describe, expect, it } from 'vitest';
import { isCurrent } from './nav-links';

describe('isCurrent', () => {
  it('marks the home link on the home page only', () => {
    expect(isCurrent('/', '/')).toBe(true);
    expect(isCurrent('/', '/aboutus')).toBe(false);
  });

  it('marks a section link on its page and the pages below it', () => {
    expect(isCurrent('/aboutus', '/aboutus')).toBe(true);
    expect(isCurrent('/aboutus', '/aboutus/team')).toBe(true);
    expect(isCurrent('/aboutus', '/aboutusx')).toBe(false);
  });
});
