// What a download is, as people name it, from its declared type: a visitor knows before
// downloading whether it opens in a PDF reader, a spreadsheet or a text editor.
const KINDS: Record<string, string> = {
  'application/pdf': 'PDF 文档',
  'text/csv': 'CSV 表格',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel 表格',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word 文档',
  'text/markdown': 'Markdown 文本',
  'text/plain': '纯文本',
};

export function fileKind(mime: string, fileName: string): string {
  const known = KINDS[mime.split(';')[0]?.trim().toLowerCase() ?? ''];
  if (known) return known;
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? `${fileName.slice(dot + 1).toUpperCase()} 文件` : '文件';
}
