// A game's 混合比例规则 (mixed competitions only) and 上场名单 (docs/competitions.md, "Schedule").
import { Fieldset, SimpleGrid, Text } from '@chakra-ui/react';
import type { FormState } from '../../../lib/forms/use-form';
import { SelectField } from '../shell/select-field';
import type { MixedField } from './game-form';
import { SCHEDULE_MESSAGES as M } from './schedule-messages';

export function MixedFields<K extends string>({
  form,
  mixed,
  disabled,
}: {
  form: FormState<K | MixedField>;
  mixed: boolean;
  disabled?: boolean;
}) {
  const select = (name: MixedField) => ({
    label: M.fields[name],
    name,
    value: form.values[name],
    onValueChange: (value: string) => form.setValue(name, value),
    error: form.errors[name],
  });
  return (
    <Fieldset.Root disabled={disabled}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {mixed ? (
          <SelectField
            {...select('ratioRule')}
            placeholder={M.ratioRuleDefault}
            options={(['A', 'B'] as const).map((rule) => ({
              value: rule,
              label: M.ratioRules[rule],
            }))}
          />
        ) : null}
        <SelectField
          {...select('trackLines')}
          placeholder={M.trackLinesOff}
          options={[{ value: 'yes', label: M.trackLinesOn }]}
        />
      </SimpleGrid>
      {mixed ? (
        <Text color="fg.muted" fontSize="sm" mt="2">
          {M.mixedHint}
        </Text>
      ) : null}
    </Fieldset.Root>
  );
}
