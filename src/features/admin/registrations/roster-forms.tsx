// The dialogs' forms of an entry's page: a reason alone (驳回, 移除) and adding a member of the
// entry's club, found by name or phone, with an optional number and the reason. Each checks its
// fields with the contract's schema and shows the server's refusal beside its buttons.
import { Box, Button, Flex, Input, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { adminRegistrationsApi } from '../../../contract/api/admin-registrations';
import { useApi } from '../../../lib/api-read';
import { useForm } from '../../../lib/forms/use-form';
import { FormRefusal } from '../../../theme/components/form-refusal';
import { NativeSelect } from '../../../theme/components/native-select';
import { TextAreaField, TextField } from '../../../theme/components/form-fields';
import { DialogButtons, DialogForm } from '../people/form-dialog';
import { addPlayer } from './registration-calls';
import { REGISTRATIONS_MESSAGES as M } from './registrations-messages';

const contract = () => import('../../../contract/admin-registrations');

export function ReasonForm({
  label,
  hint,
  submitLabel,
  schema,
  onSubmit,
}: {
  label: string;
  hint?: string;
  submitLabel: string;
  schema: 'reject' | 'remove';
  onSubmit: (reason: string) => Promise<void>;
}) {
  const form = useForm(
    {
      schema: () =>
        contract().then((c) =>
          schema === 'reject'
            ? c.rejectRegistrationBody
            : c.removeRosterPlayerBody.pick({ reason: true }),
        ),
    },
    { reason: '' },
  );
  return (
    <DialogForm onSubmit={() => void form.submit(({ reason }) => onSubmit(reason))}>
      <TextAreaField label={label} name="reason" {...form.bind('reason')} />
      {hint && (
        <Text color="fg.muted" fontSize="sm">
          {hint}
        </Text>
      )}
      <FormRefusal refusal={form.refusal} />
      <DialogButtons
        submitLabel={submitLabel}
        busy={form.submitting}
        cancelLabel={M.cancel}
        palette="red"
      />
    </DialogForm>
  );
}

export function AddPlayerForm({
  registrationId,
  onDone,
}: {
  registrationId: number;
  onDone: () => void;
}) {
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const candidates = useApi(adminRegistrationsApi.candidates, {
    params: { id: registrationId },
    query: { q: q || undefined },
  });
  const form = useForm(
    {
      schema: () => contract().then((c) => c.addRosterPlayerBody),
      body: (v) => ({
        userId: v.userId,
        number: v.number === '' ? null : v.number,
        reason: v.reason,
      }),
    },
    { userId: '', number: '', reason: '' },
  );
  const list = candidates.data ?? [];
  return (
    <DialogForm
      onSubmit={() =>
        void form.submit(async (v) => {
          await addPlayer(registrationId, {
            userId: Number(v.userId),
            number: v.number === '' ? null : Number(v.number),
            reason: v.reason,
          });
          onDone();
        })
      }
    >
      <Flex gap="2" align="flex-end">
        <Input
          type="search"
          aria-label={M.searchMember}
          placeholder={M.searchMember}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          minH="11"
          flex="1"
        />
        <Button type="button" variant="outline" minH="11" onClick={() => setQ(search.trim())}>
          {M.searchButton}
        </Button>
      </Flex>
      <Box>
        <Box asChild fontSize="sm" fontWeight="medium">
          <label htmlFor="add-player-member">{M.member}</label>
        </Box>
        <NativeSelect
          id="add-player-member"
          value={form.values.userId}
          aria-invalid={form.errors.userId ? true : undefined}
          onChange={(event) => form.setValue('userId', event.currentTarget.value)}
        >
          <option value="">{list.length === 0 ? M.noCandidates : M.chooseMember}</option>
          {list.map((p) => (
            <option key={p.userId} value={String(p.userId)}>
              {p.name}（{p.gender ? M.gender[p.gender] : M.none}，{p.number ?? M.none}号，{p.phone}
              ）
            </option>
          ))}
        </NativeSelect>
        {form.errors.userId && (
          <Text color="fg.error" fontSize="sm">
            {M.chooseMember}
          </Text>
        )}
      </Box>
      <TextField label={M.number} name="number" inputMode="numeric" {...form.bind('number')} />
      <TextAreaField label={M.reason} name="reason" {...form.bind('reason')} />
      <FormRefusal refusal={form.refusal} />
      <DialogButtons submitLabel={M.add} busy={form.submitting} cancelLabel={M.cancel} />
    </DialogForm>
  );
}
