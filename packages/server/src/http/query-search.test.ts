import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_WORDS, searchWords, typoWords } from './query-search';

describe('searchWords', () => {
  it('keeps letters and digits, lower-cased, and nothing of the text search syntax', () => {
    expect(searchWords('Blue  Vases!')).toEqual(['blue', 'vases']);
    expect(searchWords("vase:* & !lamp | (bowl) 'x'")).toEqual(['vase', 'lamp', 'bowl', 'x']);
    expect(searchWords('Crème brûlée 2')).toEqual(['crème', 'brûlée', '2']);
    expect(searchWords(' &|! ')).toEqual([]);
  });

  it('takes at most the first twenty words', () => {
    const words = Array.from({ length: 30 }, (_, i) => `w${i}`);
    expect(searchWords(words.join(' '))).toEqual(words.slice(0, MAX_SEARCH_WORDS));
  });

  it('never answers a word with a character outside letters and digits', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        for (const word of searchWords(text)) expect(word).toMatch(/^[\p{L}\p{N}]+$/u);
      }),
    );
  });
});

describe('typoWords', () => {
  it('leaves out words shorter than three letters', () => {
    expect(typoWords(['a', 'of', 'vas', 'ceramik'])).toEqual(['vas', 'ceramik']);
    expect(typoWords(['éé', 'ééé'])).toEqual(['ééé']);
  });
});
