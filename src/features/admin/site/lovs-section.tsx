// 数据字典: the lists of values the pages read (cooperator types, certificate levels, competition
// levels, …), one type at a time. A value some record uses shows 在用: it can be renamed, not
// removed or changed, and the server refuses in Chinese if it is tried anyway.
import { Badge, Field, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { callApi } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-read';
import { useForm } from '../../../lib/forms/use-form';
import type { FormRules } from '../../../lib/forms/validate-form';
import { adminSiteApi } from '../../../contract/api/admin-site';
import type { LovEntryInput } from '../../../contract/admin-site';
import { EDITABLE_LOV_TYPES, type EditableLovType } from '../../../contract/editable-lov-types';
import { DataState } from '../../../theme/components/data-state';
import { TextField } from '../../../theme/components/form-fields';
import { NativeSelect } from '../../../theme/components/native-select';
import { OrderedListEditor, type ItemFormProps } from './ordered-list-editor';
import { saveSettings } from './site-calls';
import { SiteForm } from './site-form';
import { LOV_TYPE_NAMES, SITE_MESSAGES as M } from './site-messages';

type Field = 'value' | 'name';
/** A stored value (with its id and whether it is in use) or one being added. */
type Entry = LovEntryInput & { inUse?: boolean };

const RULES: FormRules<Field> = {
  schema: () => import('../../../contract/admin-site').then((c) => c.lovEntryInputSchema),
};

export function LovsSection() {
  const [type, setType] = useState<EditableLovType>(EDITABLE_LOV_TYPES[0] ?? 'COOPERATOR_TYPE');
  return (
    <Stack gap="4">
      <Field.Root maxW="sm">
        <Field.Label fontSize="md">{M.lovType}</Field.Label>
        <NativeSelect
          name="lovType"
          value={type}
          onChange={(event) => setType(event.currentTarget.value as EditableLovType)}
        >
          {EDITABLE_LOV_TYPES.map((value) => (
            <option key={value} value={value}>
              {LOV_TYPE_NAMES[value]}（{value}）
            </option>
          ))}
        </NativeSelect>
      </Field.Root>
      <LovEntries key={type} type={type} />
    </Stack>
  );
}

function LovEntries({ type }: { type: EditableLovType }) {
  const query = { query: { type } };
  const result = useApi(adminSiteApi.lovs, query);
  const save = (list: Entry[]) =>
    saveSettings(() =>
      callApi(adminSiteApi.saveLovs, {
        body: { type, list: list.map(({ id, value, name }) => ({ id, value, name })) },
      }),
    );
  return (
    <DataState result={result} isEmpty={() => false}>
      {({ list }) => (
        <OrderedListEditor<Entry>
          what={`${LOV_TYPE_NAMES[type]}${M.lovEntry}`}
          items={list}
          keyOf={(entry, index) => (entry.id === undefined ? `new:${index}` : String(entry.id))}
          nameOf={(entry) => entry.name}
          lockedReason={(entry) => (entry.inUse ? M.inUseHint : undefined)}
          summary={(entry) => (
            <HStack gap="2" flexWrap="wrap">
              <Text fontWeight="semibold">{entry.name}</Text>
              <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
                {entry.value}
              </Text>
              {entry.inUse && (
                <Badge bg="green.subtle" color="green.fg" px="2" borderRadius="l1" fontSize="xs">
                  {M.inUse}
                </Badge>
              )}
            </HStack>
          )}
          save={save}
          renderForm={(props) => <LovEntryForm {...props} />}
        />
      )}
    </DataState>
  );
}

function LovEntryForm({ initial, onSave, onCancel }: ItemFormProps<Entry>) {
  const form = useForm<Field>(RULES, { value: initial?.value ?? '', name: initial?.name ?? '' });
  const { bind } = form;
  const submit = (entry: Record<Field, string>) =>
    onSave({ ...entry, id: initial?.id, inUse: initial?.inUse });
  return (
    <SiteForm form={form} onSubmit={submit} onCancel={onCancel} label={M.lovEntry}>
      <TextField
        label={M.lovValue}
        name="lovValue"
        required
        readOnly={initial?.inUse === true}
        hint={initial?.inUse ? M.inUseHint : undefined}
        {...bind('value')}
      />
      <TextField label={M.lovName} name="lovName" required {...bind('name')} />
    </SiteForm>
  );
}
