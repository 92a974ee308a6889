// The id of the record a page shows, from its path (/training/detail/:id) or its query string
// (/club/detail?id=…; docs/routes.md, "Records by query parameter").
import { useSearchParams } from 'react-router-dom';

/** A positive integer that fits the database's id column, or undefined. */
export function readId(raw: string | null | undefined): number | undefined {
  const id = Number(raw);
  return raw && Number.isInteger(id) && id > 0 && id <= 2147483647 ? id : undefined;
}

/** The record id in the query parameter `name` (`id` by default). */
export function useQueryId(name = 'id'): number | undefined {
  const [params] = useSearchParams();
  return readId(params.get(name));
}
