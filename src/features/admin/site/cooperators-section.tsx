// 合作伙伴: the cooperators /home shows, grouped by their COOPERATOR_TYPE, each with its logo and
// its address; moves stay inside a group, as the home page orders them there.
import { Field, Stack, Text } from '@chakra-ui/react';
import { callApi } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-read';
import { useForm } from '../../../lib/forms/use-form';
import type { FormRules } from '../../../lib/forms/validate-form';
import { adminSiteApi } from '../../../contract/api/admin-site';
import type { AdminCooperators, CooperatorInput } from '../../../contract/admin-site';
import { DataState } from '../../../theme/components/data-state';
import { TextField } from '../../../theme/components/form-fields';
import { NativeSelect } from '../../../theme/components/native-select';
import { ImageField } from './image-field';
import { ItemSummary } from './item-summary';
import { OrderedListEditor, type ItemFormProps } from './ordered-list-editor';
import { saveSettings } from './site-calls';
import { SiteForm } from './site-form';
import { SITE_MESSAGES as M } from './site-messages';

type Field = 'name' | 'type' | 'logo' | 'url';
type Types = AdminCooperators['types'];

const RULES: FormRules<Field> = {
  schema: () => import('../../../contract/admin-site').then((c) => c.cooperatorInputSchema),
};

/** The list in its groups' order (the types' order), each group in its own order. */
function grouped(list: readonly CooperatorInput[], types: Types): CooperatorInput[] {
  const rank = (type: string) => {
    const index = types.findIndex((t) => t.value === type);
    return index === -1 ? types.length : index;
  };
  return [...list].sort((a, b) => rank(a.type) - rank(b.type));
}

export function CooperatorsSection() {
  const result = useApi(adminSiteApi.cooperators, {});
  const save = (list: CooperatorInput[]) =>
    saveSettings(() => callApi(adminSiteApi.saveCooperators, { body: { list } }));
  return (
    <DataState result={result} isEmpty={() => false}>
      {({ list, types }) => {
        const nameOf = (type: string) => types.find((t) => t.value === type)?.name ?? type;
        return (
          <Stack gap="3">
            {types.length === 0 && <Text color="fg.muted">{M.noTypes}</Text>}
            <OrderedListEditor<CooperatorInput>
              what={M.cooperator}
              items={grouped(list, types)}
              keyOf={(item, index) => (item.id === undefined ? `new:${index}` : String(item.id))}
              nameOf={(item) => item.name}
              groupOf={(item) => ({ key: item.type, label: nameOf(item.type) })}
              summary={(item) => <CooperatorSummary item={item} />}
              // Grouped again: an edit may have moved an item to another type.
              save={(next) => save(grouped(next, types))}
              renderForm={(props) => <CooperatorForm {...props} types={types} />}
            />
          </Stack>
        );
      }}
    </DataState>
  );
}

const LOGO_LOOK = { h: '10', w: '20', objectFit: 'contain' } as const;

function CooperatorSummary({ item }: { item: CooperatorInput }) {
  return <ItemSummary name={item.name} url={item.url} image={item.logo} imageLook={LOGO_LOOK} />;
}

function CooperatorForm({
  initial,
  onSave,
  onCancel,
  types,
}: ItemFormProps<CooperatorInput> & { types: Types }) {
  const form = useForm<Field>(RULES, {
    name: initial?.name ?? '',
    type: initial?.type ?? types[0]?.value ?? '',
    logo: initial?.logo ?? '',
    url: initial?.url ?? '',
  });
  const { values, errors, setValue, bind } = form;
  const submit = (item: Record<Field, string>) => onSave({ ...item, id: initial?.id });
  return (
    <SiteForm form={form} onSubmit={submit} onCancel={onCancel} label={M.cooperator}>
      <TextField label={M.cooperatorName} name="cooperatorName" required {...bind('name')} />
      <Field.Root invalid={Boolean(errors.type)} required>
        <Field.Label fontSize="md">
          {M.cooperatorType}
          <Field.RequiredIndicator aria-hidden="true" />
        </Field.Label>
        <NativeSelect
          name="cooperatorType"
          value={values.type}
          onChange={(event) => setValue('type', event.currentTarget.value)}
        >
          <option value="">{M.chooseType}</option>
          {types.map((type) => (
            <option key={type.value} value={type.value}>
              {type.name}
            </option>
          ))}
        </NativeSelect>
        <Field.ErrorText color="red.700" fontSize="sm">
          {errors.type}
        </Field.ErrorText>
      </Field.Root>
      <ImageField label={M.cooperatorLogo} name="cooperatorLogo" required {...bind('logo')} />
      <TextField
        label={M.cooperatorUrl}
        name="cooperatorUrl"
        hint={M.linkHint}
        inputMode="url"
        {...bind('url')}
      />
    </SiteForm>
  );
}
