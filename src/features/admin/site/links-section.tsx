// 快捷链接: the row of shortcuts on /home (the GLOBAL_IMAGE_LINK list of values), in order.
import { callApi } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-read';
import { useForm } from '../../../lib/forms/use-form';
import type { FormRules } from '../../../lib/forms/validate-form';
import { adminSiteApi } from '../../../contract/api/admin-site';
import type { QuickLinkInput } from '../../../contract/admin-site';
import { DataState } from '../../../theme/components/data-state';
import { TextField } from '../../../theme/components/form-fields';
import { ItemSummary } from './item-summary';
import { OrderedListEditor, type ItemFormProps } from './ordered-list-editor';
import { saveSettings } from './site-calls';
import { SiteForm } from './site-form';
import { SITE_MESSAGES as M } from './site-messages';

type Field = 'name' | 'url';

const RULES: FormRules<Field> = {
  schema: () => import('../../../contract/admin-site').then((c) => c.quickLinkInputSchema),
};

export function LinksSection() {
  const result = useApi(adminSiteApi.links, {});
  const save = (list: QuickLinkInput[]) =>
    saveSettings(() => callApi(adminSiteApi.saveLinks, { body: { list } }));
  return (
    <DataState result={result} isEmpty={() => false}>
      {({ list }) => (
        <OrderedListEditor<QuickLinkInput>
          what={M.link}
          items={list}
          keyOf={(link) => (link.id === undefined ? `new:${link.url}` : String(link.id))}
          nameOf={(link) => link.name}
          summary={(link) => <ItemSummary name={link.name} url={link.url} />}
          save={save}
          renderForm={(props) => <LinkForm {...props} />}
        />
      )}
    </DataState>
  );
}

function LinkForm({ initial, onSave, onCancel }: ItemFormProps<QuickLinkInput>) {
  const form = useForm<Field>(RULES, { name: initial?.name ?? '', url: initial?.url ?? '' });
  const { bind } = form;
  const submit = (link: Record<Field, string>) => onSave({ ...link, id: initial?.id });
  return (
    <SiteForm form={form} onSubmit={submit} onCancel={onCancel} label={M.link}>
      <TextField label={M.linkName} name="linkName" required {...bind('name')} />
      <TextField
        label={M.linkUrl}
        name="linkUrl"
        required
        hint={M.linkHint}
        inputMode="url"
        {...bind('url')}
      />
    </SiteForm>
  );
}
