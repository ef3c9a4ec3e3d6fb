import { describe, expect, it } from 'vitest';
import { VersionMemo } from './version-memo';

describe('VersionMemo', () => {
  it('keeps entries within a version and drops them all when a newer one comes', () => {
    const memo = new VersionMemo<string>(10);
    memo.at('e.5')!.set('a', 'at 5');
    expect(memo.at('e.5')!.get('a')).toBe('at 5');
    expect(memo.at('e.6')!.get('a')).toBeUndefined();
    expect(memo.size).toBe(0);
  });

  it('answers nothing for an older version (the request reads the database), and keeps the newer entries', () => {
    const memo = new VersionMemo<string>(10);
    memo.at('e.6')!.set('a', 'at 6');
    expect(memo.at('e.5')).toBeUndefined();
    expect(memo.at('e.6')!.get('a')).toBe('at 6');
  });

  it('starts over on another database (epoch), and for an unreadable version remembers nothing', () => {
    const memo = new VersionMemo<string>(10);
    memo.at('e.6')!.set('a', 'at 6');
    expect(memo.at('f.1')!.get('a')).toBeUndefined();
    expect(memo.at('none')).toBeUndefined();
    expect(memo.at('')).toBeUndefined();
  });

  it('starts over when full', () => {
    const memo = new VersionMemo<number>(3);
    const entries = memo.at('e.1')!;
    for (const key of ['a', 'b', 'c']) entries.set(key, 1);
    expect(memo.at('e.1')!.size).toBe(0);
  });
});
