import { describe, expect, test } from 'vitest';
import { fileKind } from './file-kind';

describe('fileKind', () => {
  test('names the declared types of the download centre', () => {
    expect(fileKind('application/pdf', '规则.pdf')).toBe('PDF 文档');
    expect(fileKind('text/csv', '名单.csv')).toBe('CSV 表格');
    expect(fileKind('text/markdown', '手册.md')).toBe('Markdown 文本');
    expect(fileKind('text/plain; charset=utf-8', '说明.txt')).toBe('纯文本');
  });

  test('falls back to the extension, then to a plain 文件', () => {
    expect(fileKind('application/zip', '资料.zip')).toBe('ZIP 文件');
    expect(fileKind('application/octet-stream', '资料')).toBe('文件');
  });
});
