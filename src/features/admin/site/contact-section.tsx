// 联系方式: the phone, email and address the footer and the contact page show.
import { callApi } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-read';
import { useForm } from '../../../lib/forms/use-form';
import type { FormRules } from '../../../lib/forms/validate-form';
import { adminSiteApi } from '../../../contract/api/admin-site';
import type { Contact } from '../../../contract/admin-site';
import { DataState } from '../../../theme/components/data-state';
import { TextField } from '../../../theme/components/form-fields';
import { saveSettings } from './site-calls';
import { SiteForm } from './site-form';
import { SITE_MESSAGES as M } from './site-messages';

type Field = keyof Contact;

const RULES: FormRules<Field> = {
  schema: () => import('../../../contract/admin-site').then((c) => c.contactSchema),
};

export function ContactSection() {
  const result = useApi(adminSiteApi.settings, {});
  return (
    <DataState result={result}>
      {(settings) => <ContactForm contact={settings.contact} />}
    </DataState>
  );
}

function ContactForm({ contact }: { contact: Contact }) {
  const form = useForm<Field>(RULES, { ...contact });
  const { bind } = form;
  const save = (body: Contact) => saveSettings(() => callApi(adminSiteApi.saveContact, { body }));
  return (
    <SiteForm form={form} onSubmit={save} label={M.contact}>
      <TextField label={M.phone} name="phone" type="tel" required {...bind('phone')} />
      <TextField label={M.email} name="email" type="email" {...bind('email')} />
      <TextField label={M.address} name="address" required {...bind('address')} />
    </SiteForm>
  );
}
