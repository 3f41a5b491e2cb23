import { describe, expect, it } from 'vitest';
import { MOBILE_MAX_WIDTH, TOAST_OPTIONS } from './ui';

describe('interface constants (spec sections 2 and 9)', () => {
  it('switches to the mobile layout at 768 px or less', () => {
    expect(MOBILE_MAX_WIDTH).toBe(768);
  });

  it('auto-closes toasts after 5000 ms, top-right, dismissed by an 80 percent drag', () => {
    expect(TOAST_OPTIONS).toEqual({ autoClose: 5000, position: 'top-right', draggablePercent: 80 });
  });
});
