import { describe, expect, it } from 'vitest';
import { failFields } from './form-failure';

describe('failFields', () => {
  it('puts one problem on its field', () => {
    expect(failFields({ email: 'Bad email.' }, { email: 'x' })).toMatchObject({
      status: 'error',
      message: 'Bad email.',
      field: 'email',
      values: { email: 'x' },
    });
  });

  it('keeps several problems, each on its field, under a count', () => {
    const state = failFields({ name: 'Name?', email: 'Email?', password: 'Short.' });
    expect(state).toMatchObject({
      status: 'error',
      message: 'Please correct the 3 fields marked below.',
      fields: { name: 'Name?', email: 'Email?', password: 'Short.' },
    });
    expect(state).not.toHaveProperty('field');
  });
});
