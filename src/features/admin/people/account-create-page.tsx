// /admin/accounts/new: a staff or volunteer account. The initial password is one the person must
// change at their first sign-in; after saving, the person's page opens.
import { Button } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import type { CreateAccountBody } from '../../../contract/admin-people';
import { useForm } from '../../../lib/forms/use-form';
import { ChoiceField, TextField } from '../../../theme/components/form-fields';
import { AdminFormPage } from '../shell/admin-form-page';
import { createAccount } from './people-calls';
import { PEOPLE_MESSAGES as M } from './people-messages';

const TYPE_OPTIONS = (['staff', 'volunteer'] as const).map((value) => ({
  value,
  label: M.type[value],
}));

export function AccountCreatePage() {
  const navigate = useNavigate();
  const form = useForm(
    { schema: () => import('../../../contract/admin-people').then((c) => c.createAccountBody) },
    { phone: '', name: '', type: 'volunteer', password: '' },
    ['password'],
  );
  const { bind } = form;
  const field = (name: 'phone' | 'name' | 'password') => ({
    label: M.accountFields[name],
    name,
    ...bind(name),
    required: true,
  });
  return (
    <AdminFormPage
      backTo="/admin/accounts"
      backLabel={M.backToAccounts}
      refusal={form.refusal}
      onSubmit={() =>
        void form.submit(async (sent) => {
          // The schema has just checked the values, the type among them.
          const created = await createAccount(sent as CreateAccountBody);
          void navigate(`/admin/members/${created.id}`);
        })
      }
      actions={
        <Button type="submit" colorPalette="brand" minH="11" loading={form.submitting}>
          {M.create}
        </Button>
      }
    >
      <TextField {...field('phone')} inputMode="tel" autoComplete="off" />
      <TextField {...field('name')} autoComplete="off" />
      <ChoiceField
        label={M.accountFields.type}
        name="type"
        {...bind('type')}
        options={TYPE_OPTIONS}
        required
      />
      <TextField
        {...field('password')}
        type="text"
        autoComplete="new-password"
        hint={M.passwordHint}
      />
    </AdminFormPage>
  );
}
