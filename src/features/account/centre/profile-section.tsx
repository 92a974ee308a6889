// The signed-in person's own profile: read, then edit in place (/api/user/update).
import { Box, Button, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type { UpdateProfileBody, UserCenter } from '../../../contract/account';
import { useForm } from '../../../lib/forms/use-form';
import { toast } from '../../../lib/notify';
import { formatDate } from '../../../theme/components/date-format';
import { FormButtons } from '../../../theme/components/form-submit';
import { ChoiceField, TextAreaField, TextField } from '../../../theme/components/form-fields';
import { updateProfile } from '../account-calls';
import { GENDER_LABEL, GENDER_OPTIONS, TEXT, USER_TYPE_LABEL } from '../messages';
import { CentreSection, Fact } from './centre-section';

type User = UserCenter['user'];

const PROFILE_RULES = {
  schema: () => import('../../../contract/account').then((contract) => contract.updateProfileBody),
};

function ProfileForm({ user, onDone }: { user: User; onDone: (saved: boolean) => void }) {
  const form = useForm(PROFILE_RULES, {
    name: user.name,
    gender: user.gender ?? '',
    city: user.city ?? '',
    intro: user.intro ?? '',
    avatar: user.avatar ?? '',
    email: user.email ?? '',
  });
  const { bind } = form;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(async (fields) => {
      await updateProfile({ ...fields, gender: fields.gender as UpdateProfileBody['gender'] });
      toast.success(TEXT.saved);
      onDone(true);
    });
  };
  return (
    <Stack asChild gap="4">
      <form onSubmit={onSubmit} noValidate>
        <TextField label={TEXT.name} name="name" required {...bind('name')} />
        <ChoiceField
          label={TEXT.gender}
          name="gender"
          required
          options={GENDER_OPTIONS}
          {...bind('gender')}
        />
        <TextField label={TEXT.city} name="city" required {...bind('city')} />
        <TextAreaField label={TEXT.intro} name="intro" maxLength={500} {...bind('intro')} />
        <TextField label={TEXT.avatar} name="avatar" type="url" {...bind('avatar')} />
        <TextField
          label={TEXT.email}
          name="email"
          type="email"
          autoComplete="email"
          hint={TEXT.emailHint}
          {...bind('email')}
        />
        <FormButtons
          form={form}
          busyText={TEXT.saving}
          submitText={TEXT.save}
          cancelText={TEXT.cancel}
          onCancel={() => onDone(false)}
        />
      </form>
    </Stack>
  );
}

export function ProfileSection({ user, onSaved }: { user: User; onSaved: () => void }) {
  const [editing, setEditing] = useState(false);
  const orNotSet = (value: string | null) => value || TEXT.notSet;
  return (
    <CentreSection
      title={TEXT.profile}
      actions={
        editing ? null : (
          <Button variant="outline" colorPalette="brand" minH="11" onClick={() => setEditing(true)}>
            {TEXT.edit}
          </Button>
        )
      }
    >
      {editing ? (
        <ProfileForm
          user={user}
          onDone={(saved) => {
            setEditing(false);
            if (saved) onSaved();
          }}
        />
      ) : (
        <Box as="dl">
          <Fact label={TEXT.name}>{user.name}</Fact>
          <Fact label={TEXT.phone}>{user.phone}</Fact>
          <Fact label={TEXT.userType}>{USER_TYPE_LABEL[user.type]}</Fact>
          <Fact label={TEXT.gender}>{user.gender ? GENDER_LABEL[user.gender] : TEXT.notSet}</Fact>
          <Fact label={TEXT.city}>{orNotSet(user.city)}</Fact>
          <Fact label={TEXT.intro}>{orNotSet(user.intro)}</Fact>
          <Fact label={TEXT.email}>{orNotSet(user.email)}</Fact>
          <Fact label={TEXT.joinedAt}>{formatDate(user.createdAt)}</Fact>
        </Box>
      )}
    </CentreSection>
  );
}
