import { describe, expect, it } from 'vitest';
import { downloadNameOf, mediaTypeOf } from './rules';

/** Throws a field violation of `field` breaking `rule`. */
const refuses = (f: () => unknown, field: string, rule: string) =>
  expect(f).toThrow(
    expect.objectContaining({ violations: [expect.objectContaining({ field, violatedRule: rule })] }),
  );

describe('digital file rules', () => {
  it('take a media type as type/subtype, lowercase', () => {
    expect(mediaTypeOf('application/pdf')).toBe('application/pdf');
    expect(mediaTypeOf(' Application/EPUB+zip ')).toBe('application/epub+zip');
    expect(mediaTypeOf('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    for (const bad of ['pdf', 'text/plain; charset=utf-8', 'text/plain\r\nSet-Cookie: a=b', '/x', 'a/', ''])
      refuses(() => mediaTypeOf(bad), 'mimeType', 'FORMAT');
  });

  it('keep the file name a browser saves, whatever path or script it comes with', () => {
    expect(downloadNameOf('guide.pdf')).toBe('guide.pdf');
    expect(downloadNameOf('C:\\fakepath\\Glasur guide.pdf')).toBe('Glasur guide.pdf');
    expect(downloadNameOf('../../etc/passwd')).toBe('passwd');
    expect(downloadNameOf('Über "Töpfern".pdf')).toBe('Über "Töpfern".pdf');
    refuses(() => downloadNameOf('a\r\nb.pdf'), 'fileName', 'FORMAT');
    refuses(() => downloadNameOf('folder/'), 'fileName', 'FORMAT');
    refuses(() => downloadNameOf('..'), 'fileName', 'FORMAT');
  });
});
