// A name to look for and a 查找 button: what it reports is the term the list below is read for.
import { Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { TextField } from '../../../theme/components/form-fields';
import { TRANSFER_TEXT as T } from './transfer-messages';

export function SearchBox({
  label,
  name,
  onSearch,
}: {
  label: string;
  name: string;
  onSearch: (term: string) => void;
}) {
  const [value, setValue] = useState('');
  return (
    <Stack asChild gap="3">
      <form
        role="search"
        aria-label={label}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (value.trim()) onSearch(value.trim());
        }}
      >
        <TextField
          label={label}
          name={name}
          value={value}
          onValueChange={setValue}
          addon={
            <Button type="submit" variant="outline" colorPalette="brand" minH="11" flexShrink={0}>
              {T.search}
            </Button>
          }
        />
      </form>
    </Stack>
  );
}
