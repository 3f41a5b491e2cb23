import { describe, expect, it } from 'vitest';
import { isTypingTarget, shortcutOf } from './list-shortcuts';

const key = (k: string, mods: Partial<Record<'ctrlKey' | 'altKey' | 'metaKey', boolean>> = {}) => ({
  key: k,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  ...mods,
});

describe('list shortcuts', () => {
  it('maps the keys, and none with a modifier held', () => {
    expect(['/', 'j', 'k', 'Enter', 'x'].map((k) => shortcutOf(key(k)))).toEqual([
      'search',
      'next',
      'previous',
      'open',
      'select',
    ]);
    expect(shortcutOf(key('J'))).toBeUndefined();
    expect(shortcutOf(key('k', { ctrlKey: true }))).toBeUndefined();
    expect(shortcutOf(key('x', { metaKey: true }))).toBeUndefined();
    expect(shortcutOf(key('toString'))).toBeUndefined();
  });

  it('knows a field being typed in from a box, a link or the page', () => {
    const el = (tagName: string, extra: Record<string, unknown> = {}) =>
      ({ tagName, getAttribute: () => null, ...extra }) as unknown as EventTarget;
    expect(isTypingTarget(el('INPUT', { type: 'search' }))).toBe(true);
    expect(isTypingTarget(el('INPUT', { type: 'date' }))).toBe(true);
    expect(isTypingTarget(el('TEXTAREA'))).toBe(true);
    expect(isTypingTarget(el('SELECT'))).toBe(true);
    expect(isTypingTarget(el('DIV', { isContentEditable: true }))).toBe(true);
    expect(isTypingTarget(el('DIV', { getAttribute: () => 'combobox' }))).toBe(true);
    expect(isTypingTarget(el('INPUT', { type: 'checkbox' }))).toBe(false);
    expect(isTypingTarget(el('A'))).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
