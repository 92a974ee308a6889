import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition';

describe('contentDisposition', () => {
  it('keeps an ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDisposition('rules-2025.txt')).toBe(
      `attachment; filename="rules-2025.txt"; filename*=UTF-8''rules-2025.txt`,
    );
    const header = contentDisposition('极限飞盘规则(2025).md');
    expect(header).toMatch(/^attachment; filename="2025\.md"; filename\*=UTF-8''/);
    expect(decodeURIComponent(header.split("UTF-8''")[1] as string)).toBe('极限飞盘规则(2025).md');
    expect(header).not.toMatch(/[()]/);
  });

  it('cannot be broken out of by quotes or line breaks in a stored name', () => {
    const header = contentDisposition('a"b\r\nx: y.txt');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.match(/"/g)).toHaveLength(2);
  });
});
