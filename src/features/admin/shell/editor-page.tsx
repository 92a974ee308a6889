// The page around a console editor: 返回 its list, then the editor, empty for a new item (no id in
// the address) or holding the item as the server has it (its route's `detail` read).
import { Link, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { ApiRoute, RouteAnswer } from '../../../contract/api/define-route';
import { useApi } from '../../../lib/api-read';
import type { SwrResult } from '../../../lib/swr';
import { DataState } from '../../../theme/components/data-state';

export interface EditorPageProps<R extends ApiRoute> {
  /** The item's read, by the `:id` of the address. */
  detail: R;
  backTo: string;
  backLabel: string;
  /** The editor, for a new item (no argument) or a saved one. */
  children: (initial?: RouteAnswer<R>) => ReactNode;
}

// The route reaches this file as a type parameter, whose input TypeScript cannot work out inside
// it; the page's own route types what the editor receives.
const useReadById = useApi as (
  route: ApiRoute,
  input: { params: { id: number } } | null,
) => SwrResult<unknown>;

export function EditorPage<R extends ApiRoute>({
  detail,
  backTo,
  backLabel,
  children,
}: EditorPageProps<R>) {
  const { id } = useParams();
  const result = useReadById(detail, id === undefined ? null : { params: { id: Number(id) } });
  return (
    <Stack gap="4">
      <Link asChild color="brand.fg" alignSelf="flex-start" minH="11">
        <RouterLink to={backTo}>{backLabel}</RouterLink>
      </Link>
      {id === undefined ? (
        children()
      ) : (
        <DataState result={result as SwrResult<RouteAnswer<R>>}>
          {(item) => children(item)}
        </DataState>
      )}
    </Stack>
  );
}
