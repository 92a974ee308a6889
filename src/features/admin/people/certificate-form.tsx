// The fields of a certificate (类别, 等级, 编号, 发证日期, 有效期至), for granting one and for changing one; the
// levels are the CERTIFICATE_TYPE list of values the server checks them against.
import type { AdminCertificate, CertificateBody } from '../../../contract/admin-people';
import { useForm } from '../../../lib/forms/use-form';
import { useLov } from '../../../lib/global-state';
import { FormRefusal } from '../../../theme/components/form-refusal';
import { ChoiceField, TextField } from '../../../theme/components/form-fields';
import { SelectField } from '../shell/select-field';
import { DialogButtons, DialogForm } from './form-dialog';
import { PEOPLE_MESSAGES as M } from './people-messages';

const KIND_OPTIONS = (['coach', 'judge'] as const).map((value) => ({
  value,
  label: M.kind[value],
}));

export interface CertificateFormProps {
  initial?: AdminCertificate;
  submitLabel: string;
  onSubmit: (body: CertificateBody) => Promise<void>;
}

export function CertificateForm({ initial, submitLabel, onSubmit }: CertificateFormProps) {
  const levels = useLov('CERTIFICATE_TYPE');
  const form = useForm(
    { schema: () => import('../../../contract/admin-people').then((c) => c.certificateBody) },
    {
      kind: initial?.kind ?? 'judge',
      level: initial?.level ?? '',
      number: initial?.number ?? '',
      issuedOn: initial?.issuedOn ?? '',
      validUntil: initial?.validUntil ?? '',
    },
  );
  const { bind } = form;
  return (
    <DialogForm
      onSubmit={() => {
        // The schema has just checked the values, the kind among them.
        void form.submit((sent) => onSubmit(sent as CertificateBody));
      }}
    >
      <ChoiceField
        label={M.certificateFields.kind}
        name="kind"
        {...bind('kind')}
        options={KIND_OPTIONS}
        required
      />
      <SelectField
        label={M.certificateFields.level}
        name="level"
        {...bind('level')}
        placeholder={M.chooseLevel}
        options={levels.map((level) => ({ value: level.value, label: level.name }))}
        required
      />
      <TextField
        label={M.certificateFields.number}
        name="number"
        {...bind('number')}
        autoComplete="off"
        required
      />
      <TextField
        label={M.certificateFields.issuedOn}
        name="issuedOn"
        type="date"
        {...bind('issuedOn')}
        required
      />
      <TextField
        label={M.certificateFields.validUntil}
        name="validUntil"
        type="date"
        {...bind('validUntil')}
      />
      <FormRefusal refusal={form.refusal} />
      <DialogButtons submitLabel={submitLabel} busy={form.submitting} cancelLabel={M.cancel} />
    </DialogForm>
  );
}
