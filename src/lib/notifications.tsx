// Renders the three toasters of notify.ts. Mount once inside the ChakraProvider. The toasts' styles
// (Chakra's `toast` slot recipe) come with these views rather than with the app's system, so a
// visit that shows no toast does not download them.
import { Portal, Stack, Toast, Toaster, type CreateToasterReturn } from '@chakra-ui/react';
import { toastSlotRecipe } from '@chakra-ui/react/theme';
import { ALL_TOASTERS } from './notify';

// Each toaster group is a `region` landmark; zag names them all "Notifications, top (alt+T)",
// so the two top-placed groups clash (axe landmark-unique) and the name is English.
const GROUP_LABELS = ['消息提示', '通知', '重要通知'] as const;

function ToasterView({ toaster, label }: { toaster: CreateToasterReturn; label: string }) {
  return (
    <Toaster toaster={toaster} aria-label={label} insetInline={{ mdDown: '4' }}>
      {(item) => (
        <Toast.Root recipe={toastSlotRecipe} width={{ md: 'sm' }}>
          <Toast.Indicator />
          <Stack gap="1" flex="1" maxWidth="100%">
            {item.title ? <Toast.Title>{item.title}</Toast.Title> : null}
            {item.description ? <Toast.Description>{item.description}</Toast.Description> : null}
          </Stack>
          {item.closable ? <Toast.CloseTrigger aria-label="关闭" /> : null}
        </Toast.Root>
      )}
    </Toaster>
  );
}

export function Notifications() {
  return (
    <Portal>
      {ALL_TOASTERS.map((toaster, index) => (
        <ToasterView key={index} toaster={toaster} label={GROUP_LABELS[index] ?? '通知'} />
      ))}
    </Portal>
  );
}
