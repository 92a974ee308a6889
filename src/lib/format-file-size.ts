/**
 * A file size as people read it: bytes under 1 KB, then KB and MB with one decimal (binary units,
 * as file managers show them); trailing 「.0」 is dropped.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '—';
  if (bytes < 1024) return `${Math.round(bytes)} B`;
  const oneDecimal = (value: number) => String(Math.round(value * 10) / 10);
  if (bytes < 1024 * 1024) {
    const kb = bytes / 1024;
    // 1023.96 KB would round to 「1024 KB」: show it as 1 MB.
    if (Math.round(kb * 10) / 10 < 1024) return `${oneDecimal(kb)} KB`;
  }
  return `${oneDecimal(bytes / (1024 * 1024))} MB`;
}
