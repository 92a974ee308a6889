// Where, when and by whom a game is played: 开始时间, 场地, 记分员 and 第二记分员 (two phones on
// one game), 分组 and 轮次.
import { SimpleGrid } from '@chakra-ui/react';
import type { CompetitionSchedule } from '../../../contract/admin-schedule';
import type { FormState } from '../../../lib/forms/use-form';
import { TextField } from '../../../theme/components/form-fields';
import type { PlacementField } from './game-form';
import { SCHEDULE_MESSAGES as M } from './schedule-messages';
import { SelectField } from '../shell/select-field';

export function PlacementFields<K extends string>({
  form,
  volunteers,
}: {
  form: FormState<K | PlacementField>;
  volunteers: CompetitionSchedule['volunteers'];
}) {
  const text = (name: PlacementField) => ({
    label: M.fields[name],
    name,
    value: form.values[name],
    onValueChange: (value: string) => form.setValue(name, value),
    error: form.errors[name],
  });
  const options = volunteers.map((v) => ({ value: String(v.id), label: v.name }));
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <TextField {...text('startsAt')} type="datetime-local" required />
      <TextField {...text('field')} required />
      <SelectField {...text('volunteerId')} placeholder={M.chooseVolunteer} options={options} />
      <SelectField
        {...text('secondVolunteerId')}
        placeholder={M.noSecondVolunteer}
        options={options}
      />
      <TextField {...text('pool')} />
      <TextField {...text('round')} />
    </SimpleGrid>
  );
}
