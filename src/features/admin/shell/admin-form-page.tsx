// The frame of every console form (docs/console.md). Usage:
//
//   const { refusal, run } = useSubmitRefusal([values]);
//   <AdminFormPage
//     backTo="/admin/notices" backLabel="返回列表" heading={notice.title}
//     refusal={refusal}
//     onSubmit={() => void run(() => save(values))}
//     actions={<><Button type="submit">发布</Button><Button onClick={…}>保存草稿</Button></>}
//   >
//     …fields…
//   </AdminFormPage>
//
// The page's title is its route's handle (the layout's h1); `heading` names the item under it.
// The refusal (useSubmitRefusal, src/lib/forms) shows right beside the buttons, where the person
// looks after pressing one; toasts only confirm.
import { Box, Flex, Heading, Link, Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Refusal } from '../../../lib/forms/refusal';
import { FormRefusal } from '../../../theme/components/form-refusal';
import { SHELL_MESSAGES as M } from './shell-messages';

export interface AdminFormPageProps {
  backTo: string;
  backLabel?: string;
  heading?: string;
  refusal: Refusal | null;
  onSubmit: () => void;
  actions: ReactNode;
  children: ReactNode;
}

export function AdminFormPage({
  backTo,
  backLabel = M.back,
  heading,
  refusal,
  onSubmit,
  actions,
  children,
}: AdminFormPageProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Stack gap="4" maxW="4xl">
      <Link asChild color="brand.fg" fontSize="sm" alignSelf="flex-start" minH="11">
        <RouterLink to={backTo}>← {backLabel}</RouterLink>
      </Link>
      {heading && (
        <Heading as="h2" size="lg" overflowWrap="anywhere">
          {heading}
        </Heading>
      )}
      <Box asChild bg="bg" borderWidth="1px" borderRadius="l2" p={{ base: '3', md: '5' }}>
        <form onSubmit={submit} noValidate>
          <Stack gap="4">
            {children}
            <FormRefusal refusal={refusal} />
            <Flex gap="3" wrap="wrap">
              {actions}
            </Flex>
          </Stack>
        </form>
      </Box>
    </Stack>
  );
}
