// A native <select> styled like the theme's inputs: native, so phones show their own picker, and
// no extra Chakra recipe joins the first load. Label it with a <label for> or Field.Label.
import { chakra, type HTMLChakraProps } from '@chakra-ui/react';

export function NativeSelect(props: HTMLChakraProps<'select'>) {
  return (
    <chakra.select
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
      {...props}
    />
  );
}
