// The site-wide search box (home page hero and the results page): it leads to /search?keyword=….
import { Box, Button } from '@chakra-ui/react';
import { useId, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { withBase } from '../../lib/base-url';

/** The results page of a keyword. */
export const searchPath = (keyword: string) => `/search?keyword=${encodeURIComponent(keyword)}`;

export interface SiteSearchFormProps {
  label: string;
  placeholder: string;
  button: string;
  initial?: string;
  /** The hero draws the form on brand green; the results page on the page background. */
  onBrand?: boolean;
}

export function SiteSearchForm({
  label,
  placeholder,
  button,
  initial = '',
  onBrand = false,
}: SiteSearchFormProps) {
  const navigate = useNavigate();
  const inputId = useId();
  // The keyword is read from the form, not kept in state: what a visitor typed before the app took
  // the page over is in the input, and React's state would not know it.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const keyword = new FormData(event.currentTarget).get('keyword');
    const trimmed = typeof keyword === 'string' ? keyword.trim() : '';
    if (trimmed) navigate(searchPath(trimmed));
  };
  return (
    <Box asChild display="flex" gap="2" w="full" maxW="xl">
      {/* Before the app has taken over a server-rendered page (or without JavaScript) the form
          still works: the browser itself goes to /search?keyword=…. */}
      <form role="search" method="get" action={withBase('/search')} onSubmit={submit}>
        <Box asChild srOnly>
          <label htmlFor={inputId}>{label}</label>
        </Box>
        {/* A plain input styled here: the Chakra Input component would add its field context
            to the home page's first load. A new keyword (the results page after another search)
            starts it afresh. */}
        <Box
          key={initial}
          asChild
          flex="1"
          minW="0"
          minH="12"
          px="3"
          fontSize="md"
          borderWidth="1px"
          borderRadius="l2"
          bg="bg"
          color="fg"
          borderColor={onBrand ? 'transparent' : 'border'}
          _placeholder={{ color: 'fg.muted' }}
        >
          <input
            id={inputId}
            name="keyword"
            type="search"
            enterKeyHint="search"
            maxLength={50}
            defaultValue={initial}
            placeholder={placeholder}
          />
        </Box>
        <Button
          type="submit"
          minH="12"
          px="6"
          bg={onBrand ? 'brand.950' : undefined}
          _hover={onBrand ? { bg: 'brand.900' } : undefined}
        >
          {button}
        </Button>
      </form>
    </Box>
  );
}
