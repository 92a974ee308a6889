// The page around a console editor: 返回 its list, then the editor, empty for a new item (no id in
// the address) or holding the item as the server has it.
import { Link, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { SwrResult } from '../../../lib/swr';
import { DataState } from '../../../theme/components/data-state';

/** The edited item's id from the address; undefined on the page that creates one. */
export function useEditedId(): number | undefined {
  const { id } = useParams();
  return id === undefined ? undefined : Number(id);
}

export interface EditorPageProps<T> {
  backTo: string;
  backLabel: string;
  /** The item's id (useEditedId). */
  id: number | undefined;
  /** Its read, asked for only when there is an id. */
  result: SwrResult<T>;
  /** The editor, for a new item (no argument) or a saved one. */
  children: (initial?: T) => ReactNode;
}

export function EditorPage<T>({ backTo, backLabel, id, result, children }: EditorPageProps<T>) {
  return (
    <Stack gap="4">
      <Link asChild color="brand.fg" alignSelf="flex-start" minH="11">
        <RouterLink to={backTo}>{backLabel}</RouterLink>
      </Link>
      {id === undefined ? (
        children()
      ) : (
        <DataState result={result}>{(item) => children(item)}</DataState>
      )}
    </Stack>
  );
}
