import { describe, expect, it } from 'vitest';
import { safeHref, sanitiseRichText as clean } from './rich-text';

describe('sanitiseRichText', () => {
  it('keeps the editor’s markup: paragraphs, bold, italic, lists, headings and links', () => {
    const html =
      '<h2>Care</h2><p>Hand <strong>wash</strong> <em>only</em><br></p><ul><li>one</li><li>two</li></ul>' +
      '<ol><li><a href="https://example.com/a?b=1&amp;c=2">guide</a></li></ol>';
    expect(clean(html)).toBe(
      '<h2>Care</h2><p>Hand <strong>wash</strong> <em>only</em><br></p><ul><li>one</li><li>two</li></ul>' +
        '<ol><li><a href="https://example.com/a?b=1&amp;c=2" rel="nofollow noopener">guide</a></li></ol>',
    );
  });

  it('leaves plain text as it was, signs and blank lines included', () => {
    const text = 'Salt & pepper, 2 < 3 > 1.\n\nSecond paragraph <3';
    expect(clean(text)).toBe(text);
  });

  it('drops scripts, styles, frames and svg with their content', () => {
    expect(clean('a<script>alert(1)</script>b')).toBe('ab');
    expect(clean('a<SCRIPT src=x></SCRIPT >b')).toBe('ab');
    expect(clean('a<style>p{}</style>b<iframe src="//x"></iframe>c')).toBe('abc');
    expect(clean('<svg><script>alert(1)</script></svg>ok')).toBe('ok');
    expect(clean('<math><mi>x</mi></math>ok')).toBe('ok');
    expect(clean('x<script>never closed')).toBe('x');
  });

  it('drops every attribute but a safe href, and event handlers with them', () => {
    expect(clean('<p onclick="alert(1)" style="color:red" class=x>hi</p>')).toBe('<p>hi</p>');
    expect(clean('<img src=x onerror=alert(1)>pic')).toBe('pic');
    expect(clean('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(clean('<a href="jav&#x09;ascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(clean('<a href=" JavaScript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(clean('<a href="data:text/html,hi">x</a>')).toBe('<a>x</a>');
    expect(clean('<a href="//evil.example">x</a>')).toBe('<a>x</a>');
    expect(clean('<a href="/product/vase" target=_blank>x</a>')).toBe(
      '<a href="/product/vase" rel="nofollow noopener">x</a>',
    );
  });

  it('quotes a kept href so it cannot leave its attribute', () => {
    expect(clean("<a href='https://x.example/\"><script>alert(1)</script>'>x</a>")).toBe(
      '<a href="https://x.example/&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" rel="nofollow noopener">x</a>',
    );
  });

  it('drops comments, doctypes and unknown tags but keeps their text; closes what is left open', () => {
    expect(clean('<!-- <script>x</script> --><div><span>kept</span></div>')).toBe('kept');
    expect(clean('<!DOCTYPE html><?xml x?>t')).toBe('t');
    expect(clean('<p><strong>open')).toBe('<p><strong>open</strong></p>');
    expect(clean('</p>stray</li>')).toBe('stray');
    expect(clean('<p><em>a</p>b')).toBe('<p><em>a</em></p>b');
    expect(clean('text <a href="https://x.example" never')).toBe('text ');
  });

  it('is stable: cleaning clean HTML changes nothing', () => {
    const once = clean('<p onclick=x>a<b>b</b><a href="https://e.example/?q=&quot;">c</a><script>z</script>');
    expect(clean(once)).toBe(once);
  });

  it('accepts http(s), mailto, site paths and anchors as link targets only', () => {
    expect(safeHref('https://a.example')).toBe('https://a.example');
    expect(safeHref('mailto:shop@a.example')).toBe('mailto:shop@a.example');
    expect(safeHref('#care')).toBe('#care');
    expect(safeHref('/\\evil.example')).toBeUndefined();
    expect(safeHref('vbscript:x')).toBeUndefined();
    expect(safeHref('')).toBeUndefined();
  });
});
