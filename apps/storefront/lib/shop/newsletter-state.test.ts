import { describe, expect, it } from 'vitest';
import { readEmail } from './newsletter-state';

const form = (entries: Record<string, string | Blob>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.append(key, value);
  return data;
};

describe('readEmail', () => {
  it('trims the typed address', () => {
    expect(readEmail(form({ email: '  ada@example.com \n' }))).toBe('ada@example.com');
  });

  it('gives an empty string for a missing or non-text field', () => {
    expect(readEmail(form({}))).toBe('');
    expect(readEmail(form({ email: new Blob(['x']) }))).toBe('');
  });
});
