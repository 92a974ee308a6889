// A labelled native select styled like the theme's inputs: native, so phones show their own
// picker, and no extra Chakra recipe joins the first load.
import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FilterSelectProps {
  id: string;
  name: string;
  defaultValue?: string;
  children: ReactNode;
}

export function FilterSelect({ id, name, defaultValue, children }: FilterSelectProps) {
  return (
    <chakra.select
      id={id}
      name={name}
      defaultValue={defaultValue}
      w="full"
      minH="11"
      px="3"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l2"
      bg="bg"
      color="fg"
      fontSize="md"
      _focusVisible={{ borderColor: 'brand.solid' }}
    >
      {children}
    </chakra.select>
  );
}
