/** The server's local calendar date as `YYYY-MM-DD`, the format of every date column. */
export function localDateString(date: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
