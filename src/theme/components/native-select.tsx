// Chakra's NativeSelect: a real <select>, so phones show their own picker, with Chakra's chevron,
// and the ids and states of a surrounding Field.Root. Label it with a <label for> or Field.Label.
// Styled here like the theme's inputs (44 px tall, 16 px text, which iOS does not zoom into): the
// native-select recipe would reach this lazy page only through the app's system or
// '@chakra-ui/react/theme', and either way the build puts it on every page's first load.
import { NativeSelect as ChakraNativeSelect } from '@chakra-ui/react';

export type NativeSelectProps = ChakraNativeSelect.FieldProps;

export function NativeSelect(props: NativeSelectProps) {
  return (
    <ChakraNativeSelect.Root position="relative" w="full">
      <ChakraNativeSelect.Field
        w="full"
        minH="11"
        ps="3"
        pe="9"
        appearance="none"
        borderWidth="1px"
        borderColor="border"
        borderRadius="l2"
        bg="bg"
        color="fg"
        fontSize="md"
        _focusVisible={{ borderColor: 'brand.solid' }}
        {...props}
      />
      <ChakraNativeSelect.Indicator
        position="absolute"
        insetEnd="3"
        top="50%"
        transform="translateY(-50%)"
        display="inline-flex"
        pointerEvents="none"
        color="fg.muted"
        _icon={{ boxSize: '5' }}
      />
    </ChakraNativeSelect.Root>
  );
}
