import { describe, expect, test } from 'vitest';
import { formatFileSize } from './format-file-size';

describe('formatFileSize', () => {
  test('bytes, KB and MB with one decimal', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(309)).toBe('309 B');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(250 * 1024 + 100)).toBe('250.1 KB');
    expect(formatFileSize(3 * 1024 * 1024)).toBe('3 MB');
    expect(formatFileSize(2.25 * 1024 * 1024)).toBe('2.3 MB');
  });

  test('a size just under 1 MB reads 1 MB, not 1024 KB', () => {
    expect(formatFileSize(1024 * 1024 - 10)).toBe('1 MB');
  });

  test('nonsense reads as a dash', () => {
    expect(formatFileSize(-1)).toBe('—');
    expect(formatFileSize(Number.NaN)).toBe('—');
  });
});
