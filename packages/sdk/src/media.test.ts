import { describe, expect, it } from 'vitest';
import { flattenImage, flattenPageUrl, parseImage, parsePageUrl } from './media';

describe('image strings', () => {
  it('writes internal media as a wix:image URI and reads it back', () => {
    const image = {
      id: 'a b/c',
      filename: 'my vase.jpg',
      width: 80,
      height: 60,
      url: 'https://cdn.test/a?x=1',
    };
    const flat = flattenImage(image);
    expect(flat).toBe(
      'wix:image://v1/a%20b%2Fc/my%20vase.jpg#originWidth=80&originHeight=60&url=https%3A%2F%2Fcdn.test%2Fa%3Fx%3D1',
    );
    expect(parseImage(flat)).toEqual(image);
  });

  it('uses the id as file name when there is none, and omits unknown sizes', () => {
    expect(flattenImage({ id: 'abc' })).toBe('wix:image://v1/abc/abc');
    expect(parseImage('wix:image://v1/abc/abc')).toEqual({ id: 'abc' });
  });

  it('writes an external image as its url', () => {
    expect(flattenImage({ url: 'https://x.test/i.png', width: 5 })).toBe('https://x.test/i.png');
    expect(parseImage('https://x.test/i.png')).toEqual({ url: 'https://x.test/i.png' });
  });
});

describe('page-url strings', () => {
  it('prefers the full url, else the relative path', () => {
    expect(flattenPageUrl({ relativePath: '/p', url: 'https://s.test/p' })).toBe('https://s.test/p');
    expect(flattenPageUrl({ relativePath: '/p' })).toBe('/p');
    expect(parsePageUrl('/p')).toEqual({ relativePath: '/p' });
    expect(parsePageUrl('https://s.test/p')).toEqual({ url: 'https://s.test/p' });
  });
});
