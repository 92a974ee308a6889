// The console's list page, for every section (docs/console.md). Usage:
//
//   <AdminListPage
//     route={adminContentApi.noticeList}          // a GET answering { list, total, page, size }
//     createTo="/admin/notices/new"               // shows 新建 (leave out for no button)
//     filters={[{ name: 'status', label: '状态', options: STATUS_OPTIONS }, { name: 'from', label: '开始日期', date: true }]}
//     columns={[
//       { key: 'title', label: '标题', render: (row) => row.title },   // the first is the card's title
//       { key: 'status', label: '状态', render: (row) => <StatusBadge … /> },
//     ]}
//     rowKey={(row) => row.id}
//     actions={(row) => <Button onClick={…}>撤回</Button>}   // optional, per row
//   />
//
// The page's title is its route's handle (the layout's h1). Search (q), the filters and the page
// live in the URL; the call gets them with `size` and any fixed `query`. A table at desktop width
// becomes one card per row on a phone. Loading, empty and failed states come from DataState.
import { Box, Button, Flex, Input, Stack } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ApiRoute, RouteAnswer, RouteInput } from '../../../contract/api/define-route';
import { useApi } from '../../../lib/api-read';
import { DataState } from '../../../theme/components/data-state';
import { NativeSelect } from '../../../theme/components/native-select';
import { Pagination } from '../../../theme/components/pagination';
import { useListSearchParams } from './list-search-params';
import { SHELL_MESSAGES as M } from './shell-messages';

export const ADMIN_PAGE_SIZE = 20;

export interface AdminListFilter {
  /** The query parameter's name (`status`, `category`…). */
  name: string;
  label: string;
  /** A select of these options (with 全部 first), or with `date` a day picker (YYYY-MM-DD). */
  options?: readonly { value: string; label: string }[];
  date?: true;
}

export interface AdminColumn<Row> {
  key: string;
  label: string;
  render: (row: Row) => ReactNode;
}

interface ListAnswer<Row> {
  list: Row[];
  total: number;
  page: number;
  size: number;
}

type RowOf<R> = RouteAnswer<R> extends ListAnswer<infer Row> ? Row : never;

export interface AdminListPageProps<R extends ApiRoute> {
  route: R;
  /** Query values every call of this page sends (a section's fixed `kind`, say). */
  query?: Record<string, string | number>;
  createTo?: string;
  createLabel?: string;
  searchLabel?: string;
  filters?: readonly AdminListFilter[];
  columns: readonly AdminColumn<RowOf<R>>[];
  rowKey: (row: RowOf<R>) => string | number;
  /** Buttons or links for one row; after a write the list reads itself again (stale-answers.ts). */
  actions?: (row: RowOf<R>) => ReactNode;
  empty?: string;
}

export function AdminListPage<R extends ApiRoute>({
  route,
  query,
  createTo,
  createLabel = M.create,
  searchLabel = M.search,
  filters = [],
  columns,
  rowKey,
  actions,
  empty = M.empty,
}: AdminListPageProps<R>) {
  const { state, setPage, setSearch, setFilter } = useListSearchParams(
    filters.map((filter) => filter.name),
  );
  const input = {
    query: {
      ...query,
      ...state.filters,
      q: state.q || undefined,
      page: state.page,
      size: ADMIN_PAGE_SIZE,
    },
  } as unknown as RouteInput<R>;
  const result = useApi(route, input);

  return (
    <Stack gap="4">
      <Flex gap="3" wrap="wrap" align="flex-end">
        <SearchBox key={state.q} initial={state.q} label={searchLabel} onSearch={setSearch} />
        {filters.map((filter) => (
          <Box key={filter.name} w={{ base: 'calc(50% - 0.375rem)', sm: '40' }}>
            <Box asChild fontSize="sm" color="fg.muted">
              <label htmlFor={`filter-${filter.name}`}>{filter.label}</label>
            </Box>
            {filter.date ? (
              <Input
                id={`filter-${filter.name}`}
                type="date"
                minH="11"
                bg="bg"
                value={state.filters[filter.name] ?? ''}
                onChange={(event) => setFilter(filter.name, event.currentTarget.value)}
              />
            ) : (
              <NativeSelect
                id={`filter-${filter.name}`}
                value={state.filters[filter.name] ?? ''}
                onChange={(event) => setFilter(filter.name, event.currentTarget.value)}
              >
                <option value="">{M.all}</option>
                {(filter.options ?? []).map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Box>
        ))}
        {createTo && (
          <Button asChild colorPalette="brand" minH="11" ms={{ sm: 'auto' }}>
            <RouterLink to={createTo}>{createLabel}</RouterLink>
          </Button>
        )}
      </Flex>
      <DataState result={result} empty={empty}>
        {(data) => {
          const page = data as ListAnswer<RowOf<R>>;
          return (
            <Stack gap="4">
              <ListTable rows={page.list} {...{ columns, rowKey, actions }} />
              <ListCards rows={page.list} {...{ columns, rowKey, actions }} />
              <Pagination
                page={page.page}
                pageSize={page.size}
                total={page.total}
                onChange={setPage}
              />
            </Stack>
          );
        }}
      </DataState>
    </Stack>
  );
}

function SearchBox({
  initial,
  label,
  onSearch,
}: {
  initial: string;
  label: string;
  onSearch: (q: string) => void;
}) {
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <Flex as="form" role="search" onSubmit={submit} gap="2" w={{ base: 'full', sm: 'auto' }}>
      <Input
        type="search"
        aria-label={label}
        placeholder={M.searchPlaceholder}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        minH="11"
        flex="1"
        w={{ sm: '64' }}
        bg="bg"
      />
      <Button type="submit" variant="outline" minH="11" bg="bg">
        {M.search}
      </Button>
    </Flex>
  );
}

interface RowsProps<Row> {
  rows: Row[];
  columns: readonly AdminColumn<Row>[];
  rowKey: (row: Row) => string | number;
  actions?: (row: Row) => ReactNode;
}

const cellStyle = { px: '3', py: '2', textAlign: 'start', borderBottomWidth: '1px' } as const;

function ListTable<Row>({ rows, columns, rowKey, actions }: RowsProps<Row>) {
  return (
    <Box hideBelow="md" bg="bg" borderWidth="1px" borderRadius="l2" overflowX="auto">
      <Box as="table" w="full" fontSize="sm" css={{ borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            {columns.map((column) => (
              <Box as="th" key={column.key} {...cellStyle} bg="bg.muted" fontWeight="semibold">
                {column.label}
              </Box>
            ))}
            {actions && <Box as="th" {...cellStyle} bg="bg.muted" />}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <Box as="td" key={column.key} {...cellStyle}>
                  {column.render(row)}
                </Box>
              ))}
              {actions && (
                <Box as="td" {...cellStyle} textAlign="end" whiteSpace="nowrap">
                  {actions(row)}
                </Box>
              )}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

function ListCards<Row>({ rows, columns, rowKey, actions }: RowsProps<Row>) {
  const [first, ...rest] = columns;
  return (
    <Stack as="ul" hideFrom="md" listStyleType="none" gap="3">
      {rows.map((row) => (
        <Box as="li" key={rowKey(row)} bg="bg" borderWidth="1px" borderRadius="l2" p="3">
          {first && (
            <Box fontWeight="semibold" mb="2" overflowWrap="anywhere">
              {first.render(row)}
            </Box>
          )}
          <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="1">
            {rest.map((column) => (
              <Box key={column.key} display="contents">
                <Box as="dt" color="fg.muted" fontSize="sm">
                  {column.label}
                </Box>
                <Box as="dd" fontSize="sm" minW="0" overflowWrap="anywhere">
                  {column.render(row)}
                </Box>
              </Box>
            ))}
          </Box>
          {actions && (
            <Flex gap="2" wrap="wrap" mt="3">
              {actions(row)}
            </Flex>
          )}
        </Box>
      ))}
    </Stack>
  );
}
