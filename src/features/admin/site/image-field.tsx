// An image of the site (logo, banner, cooperator's logo): chosen from the computer and uploaded at
// once (UploadField), or given as an address; either way the form holds the address the pages load
// it from, and a small preview shows what that address shows.
import { Box, Stack } from '@chakra-ui/react';
import { TextField } from '../../../theme/components/form-fields';
import { UploadField } from '../uploads/upload-field';
import { SITE_MESSAGES as M } from './site-messages';

export interface ImageFieldProps {
  label: string;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  required?: boolean;
  hint?: string;
}

export function ImageField({ hint = M.imageHint, ...field }: ImageFieldProps) {
  return (
    <Stack gap="2">
      <TextField {...field} hint={hint} inputMode="url" autoComplete="off" />
      {field.value !== '' && !field.error && (
        <Box
          as="img"
          // Decorative: the field's label and value already say what the image is.
          {...{ src: field.value, alt: '' }}
          maxH="16"
          maxW="full"
          objectFit="contain"
          alignSelf="flex-start"
          borderWidth="1px"
          borderRadius="l1"
          bg="bg.muted"
        />
      )}
      {/* Holds nothing itself: the uploaded image's address goes into the field above. */}
      <UploadField
        label={M.uploadImage(field.label)}
        kind="image"
        value={null}
        onChange={(file) => {
          if (file) field.onValueChange(file.url);
        }}
      />
    </Stack>
  );
}
