import { describe, expect, it } from 'vitest';
import { AnswerBuffer } from './answer-buffer';

const piece = (text: string) => new Uint8Array(Buffer.from(text));

describe('AnswerBuffer', () => {
  it('joins the pieces of one answer, in order, past its first size', () => {
    const answer = new AnswerBuffer();
    answer.begin();
    const big = 'x'.repeat(100_000);
    for (const text of ['abc', big, 'def']) answer.append(piece(text));
    expect(answer.end(false).toString()).toBe(`abc${big}def`);
  });

  it('starts each answer empty', () => {
    const answer = new AnswerBuffer();
    answer.begin();
    answer.append(piece('first answer'));
    answer.end(false);
    answer.begin();
    answer.append(piece('2nd'));
    expect(answer.end(false).toString()).toBe('2nd');
  });

  it('gives an owned answer that the next answer does not overwrite', () => {
    const answer = new AnswerBuffer();
    answer.begin();
    answer.append(piece('kept'));
    const owned = answer.end(true);
    answer.begin();
    answer.append(piece('next'));
    answer.end(false);
    expect(owned.toString()).toBe('kept');
  });

  it('copies each piece when it arrives, as the database reuses its memory for the next', () => {
    const answer = new AnswerBuffer();
    const memory = new Uint8Array(4);
    answer.begin();
    memory.set(Buffer.from('ab--'));
    answer.append(memory.subarray(0, 2));
    memory.set(Buffer.from('cd--'));
    answer.append(memory.subarray(0, 2));
    expect(answer.end(true).toString()).toBe('abcd');
  });
});
