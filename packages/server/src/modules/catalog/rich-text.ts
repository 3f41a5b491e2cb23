/**
 * A product description is HTML from the dashboard's editor (or any API caller), shown as HTML on the
 * product's page: it is cut down to an allow-list before it is stored. Kept: paragraphs, line breaks,
 * headings, bold, italic, underline, strike-through, lists, quotes and links to http(s), mailto, a path of
 * this shop or an anchor; every attribute but a link's href goes. Dropped with their content: scripts,
 * styles, frames, embedded objects, svg, math and forms' text areas; every other tag is dropped and its
 * text kept. Text that is not markup (`a < b`, `Salt & pepper`, blank-line paragraphs) passes unchanged,
 * so a plain-text description stays as it was.
 */

const KEPT = new Set([
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
]);
const VOID = new Set(['br']);
/** Elements whose content goes with them. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'textarea',
  'title',
  'xmp',
  'plaintext',
  'svg',
  'math',
  'select',
]);

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|amp|quot|apos|lt|gt);?/gi, (_, e: string) => {
    const lower = e.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(Math.min(parseInt(lower.slice(2), 16), 0x10ffff));
    if (lower.startsWith('#')) return String.fromCodePoint(Math.min(parseInt(lower.slice(1), 10), 0x10ffff));
    return { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' }[lower] ?? '';
  });
}

/** A link target that is safe to keep: http(s), mailto, a path on this site, or an anchor. */
export function safeHref(raw: string): string | undefined {
  const value = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (/^(https?:\/\/|mailto:|\/(?!\/)|#)/i.test(value) && !/^\/\\/.test(value)) return value;
  return undefined;
}

interface Tag {
  name: string;
  closing: boolean;
  attributes: Map<string, string>;
  end: number;
}

/** Reads the tag starting at `at` (`<` then a letter, or `</` then a letter); undefined when it never ends. */
function readTag(html: string, at: number): Tag | undefined {
  const closing = html[at + 1] === '/';
  let i = at + (closing ? 2 : 1);
  const nameMatch = /^[a-zA-Z][^\s/>]*/.exec(html.slice(i, i + 100));
  if (!nameMatch) return undefined;
  const name = nameMatch[0].toLowerCase();
  i += nameMatch[0].length;
  const attributes = new Map<string, string>();
  while (i < html.length) {
    const c = html[i]!;
    if (c === '>') return { name, closing, attributes, end: i + 1 };
    if (/[\s/]/.test(c)) {
      i++;
      continue;
    }
    const attr = /^[^\s/>=]+/.exec(html.slice(i))![0];
    i += attr.length;
    while (/\s/.test(html[i] ?? '')) i++;
    let value = '';
    if (html[i] === '=') {
      i++;
      while (/\s/.test(html[i] ?? '')) i++;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        if (close < 0) return undefined;
        value = html.slice(i + 1, close);
        i = close + 1;
      } else {
        const unquoted = /^[^\s>]*/.exec(html.slice(i))![0];
        value = unquoted;
        i += unquoted.length;
      }
    }
    const key = attr.toLowerCase();
    if (!attributes.has(key)) attributes.set(key, value);
  }
  return undefined;
}

/** Where the markup starting at `at` (a comment, doctype or processing instruction) ends. */
function endOfBogus(html: string, at: number): number {
  if (html.startsWith('<!--', at)) {
    const close = html.indexOf('-->', at + 4);
    return close < 0 ? html.length : close + 3;
  }
  const close = html.indexOf('>', at);
  return close < 0 ? html.length : close + 1;
}

/** The description cut down to the allow-list (see the head of this file). */
export function sanitiseRichText(html: string): string {
  let out = '';
  const open: string[] = [];
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      out += html.slice(i);
      break;
    }
    out += html.slice(i, lt);
    const next = html[lt + 1] ?? '';
    if (next === '!' || next === '?' || (next === '/' && !/[a-zA-Z]/.test(html[lt + 2] ?? ''))) {
      // A comment, doctype, processing instruction or `</` without a name: never shown, dropped.
      i = endOfBogus(html, lt);
      continue;
    }
    if (!/[a-zA-Z/]/.test(next)) {
      // `<` before a space, digit or sign is text to a browser too.
      out += '<';
      i = lt + 1;
      continue;
    }
    const tag = readTag(html, lt);
    if (!tag) break; // markup that never ends is dropped with all that follows it
    i = tag.end;
    if (!tag.closing && DROPPED_WITH_CONTENT.has(tag.name)) {
      const close = html.toLowerCase().indexOf(`</${tag.name}`, i);
      if (close < 0) break;
      i = endOfBogus(html, close);
      continue;
    }
    if (!KEPT.has(tag.name)) continue;
    if (tag.closing) {
      const depth = open.lastIndexOf(tag.name);
      if (depth < 0) continue;
      while (open.length > depth) out += `</${open.pop()}>`;
      continue;
    }
    if (tag.name === 'a') {
      const href = safeHref(tag.attributes.get('href') ?? '');
      out += href ? `<a href="${escapeAttribute(href)}" rel="nofollow noopener">` : '<a>';
    } else {
      out += `<${tag.name}>`;
    }
    if (!VOID.has(tag.name)) open.push(tag.name);
  }
  while (open.length > 0) out += `</${open.pop()}>`;
  return out;
}
