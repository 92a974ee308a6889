/** A record id from the URL (path or query): a positive integer, or undefined. */
export function readId(raw: string | null | undefined): number | undefined {
  const id = Number(raw);
  return raw && Number.isInteger(id) && id > 0 && id <= 2147483647 ? id : undefined;
}
