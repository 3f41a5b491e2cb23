/**
 * The dashboard lists' keyboard shortcuts: "/" search, j and k next and previous row, Enter open, x select.
 * Never while the person types in a field, and never with Ctrl, Alt or Meta held (those are the browser's).
 */
export type ListShortcut = 'search' | 'next' | 'previous' | 'open' | 'select';

const KEYS: Record<string, ListShortcut> = {
  '/': 'search',
  j: 'next',
  k: 'previous',
  Enter: 'open',
  x: 'select',
};

export function shortcutOf(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'metaKey'>) {
  if (event.ctrlKey || event.altKey || event.metaKey) return undefined;
  return Object.hasOwn(KEYS, event.key) ? KEYS[event.key] : undefined;
}

interface TargetLike {
  tagName?: string;
  isContentEditable?: boolean;
  getAttribute?: (name: string) => string | null;
  type?: string;
}

const TEXT_INPUTS = new Set(['checkbox', 'radio', 'button', 'submit', 'reset']);

/** Whether a key press goes to a field the person types in (inputs other than boxes, selects, text areas). */
export function isTypingTarget(target: EventTarget | null): boolean {
  const t = target as TargetLike | null;
  if (!t || typeof t.tagName !== 'string') return false;
  if (t.isContentEditable) return true;
  const tag = t.tagName.toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') return !TEXT_INPUTS.has((t.type ?? 'text').toLowerCase());
  const role = t.getAttribute?.('role');
  return role === 'combobox' || role === 'textbox';
}
