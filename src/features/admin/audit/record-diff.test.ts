import { describe, expect, it } from 'vitest';
import { recordDiff } from './record-diff';

describe('recordDiff', () => {
  it('keeps only the keys whose values changed, as text', () => {
    expect(
      recordDiff(
        { title: '通知', status: 'draft', pinned: false, tags: ['a'] },
        { title: '通知', status: 'published', pinned: true, tags: ['a', 'b'] },
      ),
    ).toEqual([
      { key: 'status', before: 'draft', after: 'published' },
      { key: 'pinned', before: 'false', after: 'true' },
      { key: 'tags', before: '["a"]', after: '["a","b"]' },
    ]);
  });

  it('shows a creation and a deletion key by key', () => {
    expect(recordDiff(null, { name: '飞翔队' })).toEqual([
      { key: 'name', before: null, after: '飞翔队' },
    ]);
    expect(recordDiff({ name: '飞翔队' }, null)).toEqual([
      { key: 'name', before: '飞翔队', after: null },
    ]);
  });

  it('compares plain values as a whole, and finds nothing when nothing changed', () => {
    expect(recordDiff('甲', '乙')).toEqual([{ key: '', before: '甲', after: '乙' }]);
    expect(recordDiff({ a: 1 }, { a: 1 })).toEqual([]);
    expect(recordDiff(null, null)).toEqual([]);
  });
});
