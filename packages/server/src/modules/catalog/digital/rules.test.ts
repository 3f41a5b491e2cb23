import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../../http/errors';
import { downloadNameOf, mediaTypeOf } from './rules';

const refusal = (f: () => unknown) => {
  try {
    f();
  } catch (error) {
    if (error instanceof ValidationError) return error.violations.map((v) => `${v.field} ${v.violatedRule}`);
    throw error;
  }
  return [];
};

describe('digital file rules', () => {
  it('take a media type as type/subtype, lowercase', () => {
    expect(mediaTypeOf('application/pdf')).toBe('application/pdf');
    expect(mediaTypeOf(' Application/EPUB+zip ')).toBe('application/epub+zip');
    expect(mediaTypeOf('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    for (const bad of ['pdf', 'text/plain; charset=utf-8', 'text/plain\r\nSet-Cookie: a=b', '/x', 'a/', ''])
      expect(
        refusal(() => mediaTypeOf(bad)),
        bad,
      ).toEqual(['mimeType FORMAT']);
  });

  it('keep the file name a browser saves, whatever path or script it comes with', () => {
    expect(downloadNameOf('guide.pdf')).toBe('guide.pdf');
    expect(downloadNameOf('C:\\fakepath\\Glasur guide.pdf')).toBe('Glasur guide.pdf');
    expect(downloadNameOf('../../etc/passwd')).toBe('passwd');
    expect(downloadNameOf('Über "Töpfern".pdf')).toBe('Über "Töpfern".pdf');
    expect(refusal(() => downloadNameOf('a\r\nb.pdf'))).toEqual(['fileName FORMAT']);
    expect(refusal(() => downloadNameOf('folder/'))).toEqual(['fileName FORMAT']);
    expect(refusal(() => downloadNameOf('..'))).toEqual(['fileName FORMAT']);
  });
});
