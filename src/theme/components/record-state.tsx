// The body of a page of one record (/club/detail?id=…): an alert when the URL names no record,
// else the record in DataState's loading, error and offline states.
import { Skeleton, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DataState, type DataStateProps } from './data-state';

export interface RecordStateProps<T> extends Pick<DataStateProps<T>, 'result' | 'children'> {
  /** False when the URL lacks the record's id. */
  named: boolean;
  /** Says where to come from instead, e.g. 「链接缺少俱乐部编号，请从查询中心进入。」 */
  missing: string;
  skeleton?: ReactNode;
}

export function RecordState<T>({
  named,
  missing,
  result,
  skeleton,
  children,
}: RecordStateProps<T>) {
  if (!named) return <Text role="alert">{missing}</Text>;
  return (
    <DataState result={result} skeleton={skeleton ?? <Skeleton height="60" borderRadius="l3" />}>
      {children}
    </DataState>
  );
}
