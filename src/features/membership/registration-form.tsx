// Registering (or completing a draft) for the season: the kind, the current waiver to read and
// accept, a birth date when the account has none, and a guardian's consent when the person is
// under 18 on the season's first day. The server checks everything again; its refusal shows here.
import { Box, Button, chakra, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import {
  isMinorOn,
  KIND_LABELS,
  type Guardian,
  type Registration,
  type Season,
  type Waiver,
} from '../../contract/membership-season';
import type { PERSON_KINDS } from '../../contract/rules/season-registration';
import { useSubmitRefusal } from '../../lib/forms/use-submit-refusal';
import { toast } from '../../lib/notify';
import { FormRefusal } from '../../theme/components/form-refusal';
import { ChoiceField, TextField } from '../../theme/components/form-fields';
import { ID_NUMBER_ANCHOR } from './id-number-section';
import { registerForSeason, submitRegistration } from './season-calls';
import { SEASON_TEXT as T } from './season-messages';

type PersonKind = (typeof PERSON_KINDS)[number];
const Checkbox = chakra('input');

export interface RegistrationFormProps {
  season: Season;
  waiver: Waiver;
  /** The account's birth date; null: the form asks for it. */
  birthDate: string | null;
  /** The season requires an ID number and the person has none on file yet. */
  idNumberNeeded: boolean;
  /** The kinds still open this season (the form offers these). */
  kinds: readonly PersonKind[];
  /** A draft to complete, instead of a new registration. */
  draft?: Registration;
  /** What renewing fills in from last season. */
  renewFrom?: Registration;
  submitLabel: string;
  onDone: () => void;
}

function Tick({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <chakra.label display="flex" alignItems="center" gap="3" minH="11" cursor="pointer">
      <Checkbox
        type="checkbox"
        w="5"
        h="5"
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      {label}
    </chakra.label>
  );
}

export function RegistrationForm(props: RegistrationFormProps) {
  const { season, waiver, draft, renewFrom } = props;
  const [kind, setKind] = useState<PersonKind>(
    (draft?.kind as PersonKind | undefined) ??
      (renewFrom && props.kinds.includes(renewFrom.kind as PersonKind)
        ? (renewFrom.kind as PersonKind)
        : (props.kinds[0] ?? 'player')),
  );
  const [accepted, setAccepted] = useState(false);
  const [birthDate, setBirthDate] = useState('');
  const known = draft?.guardian ?? renewFrom?.guardian;
  const [guardian, setGuardian] = useState({
    guardianName: known?.name ?? '',
    guardianPhone: known?.phone ?? '',
    guardianRelation: known?.relation ?? '',
  });
  const [consent, setConsent] = useState(false);
  const [busy, setBusy] = useState(false);
  const refusals = useSubmitRefusal([kind, accepted, birthDate, guardian, consent]);

  const born = props.birthDate ?? (birthDate || null);
  const minor = born !== null && isMinorOn(born, season.startsOn);
  const guardianGiven = consent || Object.values(guardian).some((value) => value.trim() !== '');

  const send = async () => {
    setBusy(true);
    const body = {
      waiverVersion: accepted ? waiver.version : null,
      birthDate: props.birthDate ? undefined : birthDate,
      // The consent box is sent as ticked or not; the contract refuses an unticked one.
      guardian:
        minor && guardianGiven ? ({ ...guardian, guardianConsent: consent } as Guardian) : null,
    };
    const sent = await refusals.run(async () => {
      const saved = draft
        ? await submitRegistration(draft.id, body)
        : await registerForSeason({ seasonId: season.id, kind, ...body });
      toast.success(
        saved.status === 'draft' ? T.saved : `${KIND_LABELS[saved.kind]}：${saved.statusLabel}`,
      );
    });
    setBusy(false);
    if (sent) props.onDone();
  };

  return (
    <Stack asChild gap="4">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        {!draft && (
          <ChoiceField
            label={T.kind}
            name="kind"
            value={kind}
            onValueChange={(value) => setKind(value as PersonKind)}
            options={props.kinds.map((value) => ({ value, label: KIND_LABELS[value] }))}
            required
          />
        )}
        {props.idNumberNeeded && (draft?.kind ?? kind) === 'player' && (
          <Box
            borderWidth="1px"
            borderColor="orange.muted"
            bg="orange.subtle"
            borderRadius="l2"
            p="3"
          >
            <Text>{T.idNumberRequired(season.year)}</Text>
            <Link
              href={`#${ID_NUMBER_ANCHOR}`}
              color="brand.fg"
              minH="11"
              display="inline-flex"
              alignItems="center"
            >
              {T.toIdNumber}
            </Link>
          </Box>
        )}
        <Box>
          <Text fontWeight="medium" mb="1.5">
            {T.waiver}（{T.waiverVersion(waiver.version)}）
          </Text>
          <Box
            borderWidth="1px"
            borderRadius="l2"
            p="3"
            maxH="48"
            overflowY="auto"
            whiteSpace="pre-wrap"
            overflowWrap="anywhere"
            fontSize="sm"
            tabIndex={0}
            aria-label={T.waiver}
          >
            {waiver.text}
          </Box>
          <Tick label={T.acceptWaiver} checked={accepted} onChange={setAccepted} />
        </Box>
        {props.birthDate === null && (
          <TextField
            label={T.birthDate}
            name="birthDate"
            type="date"
            value={birthDate}
            onValueChange={setBirthDate}
            required
          />
        )}
        {minor && (
          <Stack gap="3" as="fieldset">
            <Text as="legend" color="orange.fg" mb="2">
              {T.minorNote}
            </Text>
            <TextField
              label={T.guardianName}
              name="guardianName"
              value={guardian.guardianName}
              onValueChange={(value) => setGuardian({ ...guardian, guardianName: value })}
            />
            <TextField
              label={T.guardianPhone}
              name="guardianPhone"
              inputMode="numeric"
              value={guardian.guardianPhone}
              onValueChange={(value) => setGuardian({ ...guardian, guardianPhone: value })}
            />
            <TextField
              label={T.guardianRelation}
              name="guardianRelation"
              value={guardian.guardianRelation}
              onValueChange={(value) => setGuardian({ ...guardian, guardianRelation: value })}
            />
            <Tick label={T.guardianConsent} checked={consent} onChange={setConsent} />
          </Stack>
        )}
        <FormRefusal refusal={refusals.refusal} />
        <Button type="submit" colorPalette="brand" minH="11" loading={busy}>
          {props.submitLabel}
        </Button>
      </form>
    </Stack>
  );
}
