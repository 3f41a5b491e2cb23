import { describe, expect, it } from 'vitest';
import { MOBILE_MAX_WIDTH, TOAST_OPTIONS, toastKey, toastLimit } from './ui';

describe('interface constants (spec sections 2 and 9)', () => {
  it('switches to the mobile layout at 768 px or less', () => {
    expect(MOBILE_MAX_WIDTH).toBe(768);
  });

  it('auto-closes toasts after 5000 ms, top-right, dismissed by an 80 percent drag', () => {
    expect(TOAST_OPTIONS).toEqual({ autoClose: 5000, position: 'top-right', draggablePercent: 80 });
  });
});

describe('toasts', () => {
  it('keys a toast by its kind and words, so one message makes one toast', () => {
    expect(toastKey('error', 'Wrong password')).toBe(toastKey('error', ' Wrong password '));
    expect(toastKey('error', 'Wrong password')).not.toBe(toastKey('success', 'Wrong password'));
    expect(toastKey('error', 'Wrong password')).not.toBe(toastKey('error', 'Too many attempts'));
  });

  it('shows one toast at a time on a phone and three on wider screens', () => {
    expect(toastLimit(true)).toBe(1);
    expect(toastLimit(false)).toBe(3);
  });
});
