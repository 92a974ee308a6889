// The filter form of one query tab. Its fields start from the URL and a search only changes the
// URL: the results follow the URL, so back/forward and shared links show the same search.
import { Box, Button, chakra, Field, Input } from '@chakra-ui/react';
import { useId, type FormEvent } from 'react';
import { useLov } from '../../lib/global-state';
import { NativeSelect } from '../../theme/components/native-select';
import {
  DIVISIONS,
  FILTERS_OF,
  type Filters,
  type FilterName,
  type QueryState,
} from './query-filters';
import { DIVISION_LABELS, FILTER_LABELS, NAME_LABEL_OF, QUERY_MESSAGES as M } from './messages';

export interface QueryFilterFormProps {
  state: QueryState;
  onSearch: (filters: Filters) => void;
  onReset: () => void;
}

export function QueryFilterForm({ state, onSearch, onReset }: QueryFilterFormProps) {
  const idPrefix = useId();
  const levels = useLov('CERTIFICATE_TYPE');
  const fields = FILTERS_OF[state.target];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const filters: Filters = {};
    for (const name of fields) {
      const value = String(form.get(name) ?? '').trim();
      if (value) filters[name] = value;
    }
    onSearch(filters);
  };

  const control = (name: FilterName, id: string) => {
    const value = state.filters[name] ?? '';
    if (name === 'division') {
      return (
        <NativeSelect id={id} name={name} defaultValue={value}>
          <option value="">{M.all}</option>
          {DIVISIONS.map((division) => (
            <option key={division} value={division}>
              {DIVISION_LABELS[division]}
            </option>
          ))}
        </NativeSelect>
      );
    }
    if (name === 'level') {
      return (
        // The levels arrive after the first paint: remount so the URL's value gets selected.
        <NativeSelect key={levels.length} id={id} name={name} defaultValue={value}>
          <option value="">{M.all}</option>
          {levels.map((level) => (
            <option key={level.value} value={level.value}>
              {level.name}
            </option>
          ))}
        </NativeSelect>
      );
    }
    return <Input id={id} name={name} defaultValue={value} minH="11" maxLength={50} />;
  };

  return (
    <chakra.form
      role="search"
      aria-label={M.filtersLabel}
      onSubmit={submit}
      display="grid"
      gridTemplateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' }}
      gap="4"
      alignItems="end"
      p={{ base: '4', md: '5' }}
      borderWidth="1px"
      borderColor="border"
      borderRadius="l3"
      bg="bg.subtle"
    >
      {fields.map((name) => {
        const id = `${idPrefix}-${name}`;
        return (
          <Field.Root key={name}>
            <Field.Label htmlFor={id}>
              {name === 'name' ? NAME_LABEL_OF[state.target] : FILTER_LABELS[name]}
            </Field.Label>
            {control(name, id)}
          </Field.Root>
        );
      })}
      <Box display="flex" gap="3">
        <Button type="submit" minH="11" flex="1">
          {M.search}
        </Button>
        <Button type="button" variant="outline" minH="11" flex="1" onClick={onReset}>
          {M.reset}
        </Button>
      </Box>
    </chakra.form>
  );
}
