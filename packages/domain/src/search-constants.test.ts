import { describe, expect, it } from 'vitest';
import { searchModalTitle } from './search-constants';

describe('search constants', () => {
  it('search modal "titled \'I am looking for a weekend\' or \'I am searching for a gift\'"', () => {
    expect(searchModalTitle(false)).toBe('I am looking for a weekend');
    expect(searchModalTitle(true)).toBe('I am searching for a gift');
  });
});
