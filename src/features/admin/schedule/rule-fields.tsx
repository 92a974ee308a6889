// A game's rules in a form: 胜利分, 半场分, the two caps (empty is none) and 每半场暂停.
import { Fieldset, SimpleGrid } from '@chakra-ui/react';
import type { FormState } from '../../../lib/forms/use-form';
import { TextField } from '../../../theme/components/form-fields';
import { RULE_FIELDS, type RuleField } from './game-form';
import { SCHEDULE_MESSAGES as M } from './schedule-messages';

const CAPS: readonly RuleField[] = ['softCapMinutes', 'hardCapMinutes'];

export function RuleFields<K extends string>({
  form,
  disabled,
}: {
  form: FormState<K | RuleField>;
  disabled?: boolean;
}) {
  return (
    <Fieldset.Root disabled={disabled}>
      <Fieldset.Legend fontWeight="semibold" mb="2">
        {M.rulesLegend}
      </Fieldset.Legend>
      <SimpleGrid columns={{ base: 2, md: 5 }} gap="3">
        {RULE_FIELDS.map((name) => (
          <TextField
            key={name}
            label={M.fields[name]}
            name={name}
            inputMode="numeric"
            value={form.values[name]}
            onValueChange={(value) => form.setValue(name, value)}
            error={form.errors[name]}
            hint={CAPS.includes(name) ? M.capHint : undefined}
            required={!CAPS.includes(name)}
          />
        ))}
      </SimpleGrid>
    </Fieldset.Root>
  );
}
