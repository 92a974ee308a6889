// 基本信息: the site's name (the home page's heading), the header's logo, the slogan under the
// name and the ICP line of the footer.
import { callApi } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-read';
import { useForm } from '../../../lib/forms/use-form';
import type { FormRules } from '../../../lib/forms/validate-form';
import { adminSiteApi } from '../../../contract/api/admin-site';
import type { SiteSettings } from '../../../contract/admin-site';
import { DataState } from '../../../theme/components/data-state';
import { TextField } from '../../../theme/components/form-fields';
import { ImageField } from './image-field';
import { saveSettings } from './site-calls';
import { SiteForm } from './site-form';
import { SITE_MESSAGES as M } from './site-messages';

type Field = 'name' | 'logo' | 'slogan' | 'icp';

const RULES: FormRules<Field> = {
  schema: () => import('../../../contract/admin-site').then((c) => c.basicSettingsSchema),
};

export function BasicSection() {
  const result = useApi(adminSiteApi.settings, {});
  return <DataState result={result}>{(settings) => <BasicForm settings={settings} />}</DataState>;
}

function BasicForm({ settings }: { settings: SiteSettings }) {
  const form = useForm<Field>(RULES, {
    name: settings.name,
    logo: settings.logo,
    slogan: settings.slogan,
    icp: settings.icp,
  });
  const { bind } = form;
  const save = (body: Record<Field, string>) =>
    saveSettings(() => callApi(adminSiteApi.saveBasic, { body }));
  return (
    <SiteForm form={form} onSubmit={save} label={M.basic}>
      <TextField label={M.siteName} name="siteName" required {...bind('name')} />
      <ImageField label={M.logo} name="logo" hint={M.logoHint} {...bind('logo')} />
      <TextField label={M.slogan} name="slogan" {...bind('slogan')} />
      <TextField label={M.icp} name="icp" {...bind('icp')} />
    </SiteForm>
  );
}
