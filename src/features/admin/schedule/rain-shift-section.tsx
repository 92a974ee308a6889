// 雨天顺延: the games not yet begun in a block of the day's slots (one field or all), pushed back by
// some minutes in one step. 预览顺延 asks the server what would move and what that would break;
// 确认顺延 saves it only when nothing is refused. Any change to the block clears the preview.
import { Box, Button, Field, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { GridChange } from '../../../contract/schedule-grid';
import { useSubmitRefusal } from '../../../lib/forms/use-submit-refusal';
import { FormRefusal } from '../../../theme/components/form-refusal';
import { TextField } from '../../../theme/components/form-fields';
import { NativeSelect } from '../../../theme/components/native-select';
import { previewShift, shiftGames } from './grid-calls';
import type { GridDay } from './grid-layout';
import { GRID_MESSAGES as M } from './grid-messages';

function Choice(props: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <Field.Root>
      <Field.Label>{props.label}</Field.Label>
      <NativeSelect value={props.value} onChange={(event) => props.onChange(event.target.value)}>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </Field.Root>
  );
}

const at = (place: { time: string; field: string }) => `${place.time} ${place.field}`;

export function RainShiftSection({
  competitionId,
  date,
  day,
}: {
  competitionId: number;
  date: string;
  day: GridDay;
}) {
  const [from, setFrom] = useState(day.times[0] ?? '09:00');
  const [to, setTo] = useState(day.times.at(-1) ?? '09:00');
  const [field, setField] = useState('');
  const [minutes, setMinutes] = useState('30');
  const [preview, setPreview] = useState<GridChange | null>(null);
  const [busy, setBusy] = useState(false);
  const block = { date, from, to, minutes: Number(minutes), field: field || null };
  const { refusal, run } = useSubmitRefusal([date, from, to, field, minutes]);
  const shown = preview && preview.moved.length > 0 ? preview : null;
  const times = day.times.map((time) => ({ value: time, label: time }));
  const change = (set: (value: string) => void) => (value: string) => {
    set(value);
    setPreview(null);
  };
  const act = (action: () => Promise<unknown>) => {
    setBusy(true);
    void run(action).then(() => setBusy(false));
  };

  return (
    <Stack as="section" aria-label={M.rain} gap="3" borderTopWidth="1px" pt="4">
      <Text fontWeight="semibold">{M.rain}</Text>
      <Text fontSize="sm" color="fg.muted">
        {M.rainHint}
      </Text>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        <Choice label={M.from} value={from} options={times} onChange={change(setFrom)} />
        <Choice label={M.to} value={to} options={times} onChange={change(setTo)} />
        <Choice
          label={M.field}
          value={field}
          options={[
            { value: '', label: M.allFields },
            ...day.fields.map((f) => ({ value: f, label: f })),
          ]}
          onChange={change(setField)}
        />
        <TextField
          label={M.minutes}
          name="shiftMinutes"
          inputMode="numeric"
          value={minutes}
          onValueChange={change(setMinutes)}
        />
      </SimpleGrid>
      <Box>
        <Button
          variant="outline"
          minH="11"
          loading={busy && !shown}
          onClick={() => act(async () => setPreview(await previewShift(competitionId, block)))}
        >
          {M.preview}
        </Button>
      </Box>
      {preview && preview.moved.length === 0 ? <Text>{M.nothingToShift}</Text> : null}
      {shown ? (
        <Stack as="section" aria-label={M.previewHeading(shown.moved.length)} gap="2">
          <Text fontWeight="semibold">{M.previewHeading(shown.moved.length)}</Text>
          <Stack as="ul" gap="1" ps="5">
            {shown.moved.map((m) => (
              <Text as="li" key={m.gameId} overflowWrap="anywhere">
                {M.previewLine(m.name, at(m.from), at(m.to))}
              </Text>
            ))}
          </Stack>
          {shown.clashes.length > 0 ? (
            <Box role="alert" color="red.fg" bg="red.subtle" borderRadius="l2" px="3" py="2">
              {shown.clashes.map((c) => (
                <Text key={c.message} fontSize="sm" overflowWrap="anywhere">
                  {c.message}
                </Text>
              ))}
            </Box>
          ) : null}
          {shown.warnings.map((w) => (
            <Text key={w.message} fontSize="sm" color="orange.fg" overflowWrap="anywhere">
              {w.message}
            </Text>
          ))}
          <Box>
            <Button
              colorPalette="brand"
              minH="11"
              loading={busy}
              disabled={shown.clashes.length > 0}
              onClick={() =>
                act(async () => {
                  await shiftGames(competitionId, block);
                  setPreview(null);
                })
              }
            >
              {M.confirm}
            </Button>
          </Box>
        </Stack>
      ) : null}
      <FormRefusal refusal={refusal} />
    </Stack>
  );
}
