import { describe, expect, it } from 'vitest';
import { dueForMail, pieceLink, statusOf } from './rules';

describe('pieceLink', () => {
  it('links the product page with the variant chosen, each option a query parameter', () => {
    expect(pieceLink('https://shop.example', 'linen-vase', { Colour: 'Sage green', Size: 'L' })).toBe(
      'https://shop.example/product/linen-vase?Colour=Sage+green&Size=L',
    );
  });

  it('links the bare page for a product without options, whatever the trailing slashes', () => {
    expect(pieceLink('http://localhost:3000//', 'mug', {})).toBe('http://localhost:3000/product/mug');
  });

  it('escapes what a slug or a choice could break a URL with', () => {
    expect(pieceLink('https://shop.example', 'a/b', { 'Size & fit': '10?' })).toBe(
      'https://shop.example/product/a%2Fb?Size+%26+fit=10%3F',
    );
  });
});

describe('dueForMail', () => {
  it('mails for a variant back in stock that shoppers can see', () => {
    expect(dueForMail({ inStock: true, visible: true })).toBe(true);
  });

  it('waits while it is sold out or hidden, and never for a variant gone from the catalog', () => {
    expect(dueForMail({ inStock: false, visible: true })).toBe(false);
    expect(dueForMail({ inStock: true, visible: false })).toBe(false);
    expect(dueForMail(null)).toBe(false);
  });
});

describe('statusOf', () => {
  it('is WAITING until the member was mailed, then NOTIFIED', () => {
    expect(statusOf(null)).toBe('WAITING');
    expect(statusOf(new Date())).toBe('NOTIFIED');
  });
});
