import { describe, expect, it } from 'vitest';
import {
  MOBILE_MAX_WIDTH,
  TOAST_OPTIONS,
  toastKey,
  toastLimit,
  toastsBySubject,
  type ToastKind,
  type ToastPort,
} from './ui';

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

/** A toast container that shows `limit` toasts and queues the rest, as react-toastify does. */
function fakeContainer(limit: number) {
  const shown: { id: string; kind: ToastKind; message: string }[] = [];
  const queue: typeof shown = [];
  const port: ToastPort = {
    isActive: (id) => shown.some((t) => t.id === id),
    show: (kind, message, id) => (shown.length < limit ? shown : queue).push({ id, kind, message }),
    update: (id, kind, message) =>
      Object.assign(
        shown.find((t) => t.id === id)!,
        { kind, message },
      ),
    dismiss: (id) => {
      for (const list of [shown, queue]) {
        const at = list.findIndex((t) => t.id === id);
        if (at >= 0) list.splice(at, 1);
      }
      if (shown.length < limit && queue.length > 0) shown.push(queue.shift()!);
    },
  };
  /** The toast on screen closes by itself (its time ran out). */
  const expire = () => port.dismiss(shown[0]!.id);
  const words = (list: typeof shown) => list.map((t) => t.message);
  return { port, expire, onScreen: () => words(shown), waiting: () => words(queue) };
}

describe('toasts by subject', () => {
  it('replaces the shown toast of a subject in place with its newer message, on a phone', () => {
    const phone = fakeContainer(1);
    const show = toastsBySubject(phone.port);
    const first = show('coupon', 'success', 'Code WELCOME10 applied.');
    const second = show('coupon', 'error', 'This code expired.');
    expect(second).toBe(first);
    expect(phone.onScreen()).toEqual(['This code expired.']);
    expect(phone.waiting()).toEqual([]);
  });

  it('lets other subjects queue, and replaces a queued message of the same subject', () => {
    const phone = fakeContainer(1);
    const show = toastsBySubject(phone.port);
    show('add-to-cart', 'success', 'Added to your cart: 1 piece.');
    show('coupon', 'success', 'Code WELCOME10 applied.');
    show('coupon', 'error', 'This code expired.');
    expect(phone.onScreen()).toEqual(['Added to your cart: 1 piece.']);
    expect(phone.waiting()).toEqual(['This code expired.']);
    phone.expire();
    expect(phone.onScreen()).toEqual(['This code expired.']);
    expect(phone.waiting()).toEqual([]);
  });

  it('shows a new toast once the subject’s earlier one has closed', () => {
    const wide = fakeContainer(3);
    const show = toastsBySubject(wide.port);
    const first = show('coupon', 'success', 'Code removed.');
    wide.expire();
    const second = show('coupon', 'success', 'Code WELCOME10 applied.');
    expect(second).not.toBe(first);
    expect(wide.onScreen()).toEqual(['Code WELCOME10 applied.']);
  });
});
