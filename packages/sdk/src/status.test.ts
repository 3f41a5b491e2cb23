import { describe, expect, it } from 'vitest';
import { statusText, toUpperSnake } from './status';

describe('status texts', () => {
  it('names statuses from the table, then from the response, then Unknown Error', () => {
    expect(statusText(404)).toBe('Not Found');
    expect(statusText(404, 'Whatever')).toBe('Not Found');
    expect(statusText(499, 'Client Closed Request')).toBe('Client Closed Request');
    expect(statusText(499)).toBe('Unknown Error');
  });

  it('turns a status text into UPPER_SNAKE_CASE', () => {
    expect(toUpperSnake('Not Found')).toBe('NOT_FOUND');
    expect(toUpperSnake('Internal Server Error')).toBe('INTERNAL_SERVER_ERROR');
    expect(toUpperSnake("I'm a Teapot")).toBe('I_M_A_TEAPOT');
    expect(toUpperSnake('Non-Authoritative Information')).toBe('NON_AUTHORITATIVE_INFORMATION');
  });
});
