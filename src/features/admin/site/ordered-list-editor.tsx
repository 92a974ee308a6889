// A short ordered set edited item by item (banners, cooperators, quick links, one type's values):
// 新建 and 编辑 open the item's form, 上移/下移 move it, 删除 asks first. Every change sends the
// whole list as it now stands (the server saves sets whole), and a refusal shows next to the form
// or the item it refused.
// The form's box is styled here; other boxes' props match it in shape only (one Chakra prop a line,
// other values), each its own look.
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useSubmitRefusal } from '../../../lib/forms/use-submit-refusal';
import { FormRefusal } from '../../../theme/components/form-refusal';
import { SITE_MESSAGES as M } from './site-messages';

export interface ItemFormProps<T> {
  /** The item edited, or undefined for a new one. */
  initial: T | undefined;
  /** Saves the list with this item in it; throws the refusal, which the form shows. */
  onSave: (item: T) => Promise<void>;
  onCancel: () => void;
}

export interface OrderedListEditorProps<T> {
  /** What one item is called: 横幅. */
  what: string;
  items: readonly T[];
  /** Names an item across saves; banners, which have no id, go by their place. */
  keyOf: (item: T, index: number) => string;
  nameOf: (item: T) => string;
  summary: (item: T) => ReactNode;
  /** Items move only past items of their own group; a heading starts each group. */
  groupOf?: (item: T) => { key: string; label: string };
  /** Why an item cannot be removed, when it cannot. */
  lockedReason?: (item: T) => string | undefined;
  save: (list: T[]) => Promise<void>;
  renderForm: (props: ItemFormProps<T>) => ReactNode;
}

type Editing = { kind: 'new' } | { kind: 'edit'; key: string } | null;

const buttonSize = { size: 'sm', minH: '11', minW: '11' } as const;

export function OrderedListEditor<T>(props: OrderedListEditorProps<T>) {
  const { what, items, keyOf, nameOf, groupOf, save, renderForm } = props;
  const [editing, setEditing] = useState<Editing>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const refusals = useSubmitRefusal([items, editing, confirming]);

  const saveItem = (key: string | null) => async (item: T) => {
    const list =
      key === null ? [...items, item] : items.map((it, i) => (keyOf(it, i) === key ? item : it));
    await save(list);
    setEditing(null);
  };

  const move = (index: number, step: -1 | 1) => {
    const item = items[index];
    if (item === undefined) return;
    const group = groupOf?.(item).key;
    let target = index + step;
    while (target >= 0 && target < items.length) {
      const other = items[target];
      if (other !== undefined && (group === undefined || groupOf?.(other).key === group)) break;
      target += step;
    }
    const other = items[target];
    if (other === undefined) return;
    const list = [...items];
    list[index] = other;
    list[target] = item;
    void refusals.run(() => save(list), keyOf(item, index));
  };

  const canMove = (index: number, step: -1 | 1) => {
    const item = items[index];
    if (item === undefined) return false;
    const group = groupOf?.(item).key;
    for (let i = index + step; i >= 0 && i < items.length; i += step) {
      const other = items[i];
      if (other !== undefined && (group === undefined || groupOf?.(other).key === group))
        return true;
    }
    return false;
  };

  const remove = (key: string) => {
    setConfirming(null);
    void refusals.run(() => save(items.filter((it, i) => keyOf(it, i) !== key)), key);
  };

  return (
    <Stack gap="4">
      <HStack justify="flex-end">
        <Button colorPalette="brand" minH="11" onClick={() => setEditing({ kind: 'new' })}>
          {M.create}
        </Button>
      </HStack>
      {editing?.kind === 'new' && (
        <FormBox title={M.newItem(what)}>
          {renderForm({
            initial: undefined,
            onSave: saveItem(null),
            onCancel: () => setEditing(null),
          })}
        </FormBox>
      )}
      {items.length === 0 && editing === null && <Text color="fg.muted">{M.empty}</Text>}
      <Stack as="ol" listStyleType="none" gap="3" aria-label={what}>
        {items.map((item, index) => {
          const key = keyOf(item, index);
          const name = nameOf(item);
          const group = groupOf?.(item);
          const previous = index > 0 ? items[index - 1] : undefined;
          const startsGroup =
            group !== undefined &&
            (previous === undefined || groupOf?.(previous).key !== group.key);
          const locked = props.lockedReason?.(item);
          return (
            <Box as="li" key={key}>
              {startsGroup && (
                <Heading as="h3" size="sm" mt={index > 0 ? '3' : '0'} mb="2">
                  {group.label}
                </Heading>
              )}
              {editing?.kind === 'edit' && editing.key === key ? (
                <FormBox title={M.editItem(what)}>
                  {renderForm({
                    initial: item,
                    onSave: saveItem(key),
                    onCancel: () => setEditing(null),
                  })}
                </FormBox>
              ) : (
                <Stack bg="bg" borderWidth="1px" borderRadius="l2" p="3" gap="3">
                  <Box minW="0">{props.summary(item)}</Box>
                  {locked && (
                    <Text fontSize="sm" color="fg.muted">
                      {locked}
                    </Text>
                  )}
                  {confirming === key ? (
                    <Stack gap="2">
                      <Text>{M.confirmRemove(name)}</Text>
                      <HStack gap="2" flexWrap="wrap">
                        <Button {...buttonSize} colorPalette="red" onClick={() => remove(key)}>
                          {M.confirm}
                        </Button>
                        <Button
                          {...buttonSize}
                          variant="outline"
                          onClick={() => setConfirming(null)}
                        >
                          {M.cancel}
                        </Button>
                      </HStack>
                    </Stack>
                  ) : (
                    <HStack gap="2" flexWrap="wrap">
                      <Button
                        {...buttonSize}
                        variant="outline"
                        aria-label={M.editOf(name)}
                        onClick={() => setEditing({ kind: 'edit', key })}
                      >
                        {M.edit}
                      </Button>
                      <Button
                        {...buttonSize}
                        variant="outline"
                        aria-label={M.moveUpOf(name)}
                        disabled={!canMove(index, -1)}
                        onClick={() => move(index, -1)}
                      >
                        {M.moveUp}
                      </Button>
                      <Button
                        {...buttonSize}
                        variant="outline"
                        aria-label={M.moveDownOf(name)}
                        disabled={!canMove(index, 1)}
                        onClick={() => move(index, 1)}
                      >
                        {M.moveDown}
                      </Button>
                      {!locked && (
                        <Button
                          {...buttonSize}
                          variant="outline"
                          colorPalette="red"
                          aria-label={M.removeOf(name)}
                          onClick={() => setConfirming(key)}
                        >
                          {M.remove}
                        </Button>
                      )}
                    </HStack>
                  )}
                  <FormRefusal refusal={refusals.refusalFor(key)} />
                </Stack>
              )}
            </Box>
          );
        })}
      </Stack>
    </Stack>
  );
}

function FormBox({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      as="section"
      aria-label={title}
      bg="bg"
      borderWidth="1px"
      borderColor="brand.muted"
      borderRadius="l2"
      p="4"
    >
      <Heading as="h3" size="sm" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
