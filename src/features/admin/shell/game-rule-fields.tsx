// A game's rules in a console form: 胜利分, 半场分, the two caps (empty is none) and 每半场暂停,
// under one legend, two to a row on a phone.
import { Fieldset, SimpleGrid } from '@chakra-ui/react';
import type { FormState } from '../../../lib/forms/use-form';
import { TextField } from '../../../theme/components/form-fields';
import { CAP_FIELDS, RULE_FIELDS, type RuleField } from './game-rule-values';
import { SHELL_MESSAGES as M } from './shell-messages';

export function GameRuleFields<K extends string>({
  form,
  disabled,
}: {
  form: FormState<K | RuleField>;
  disabled?: boolean;
}) {
  return (
    <Fieldset.Root disabled={disabled}>
      <Fieldset.Legend fontWeight="semibold" mb="2">
        {M.gameRules.legend}
      </Fieldset.Legend>
      <SimpleGrid columns={{ base: 2, md: 5 }} gap="3">
        {RULE_FIELDS.map((name) => (
          <TextField
            key={name}
            label={M.gameRules.fields[name]}
            name={name}
            inputMode="numeric"
            value={form.values[name]}
            onValueChange={(value) => form.setValue(name, value)}
            error={form.errors[name]}
            hint={CAP_FIELDS.includes(name) ? M.gameRules.capHint : undefined}
            required={!CAP_FIELDS.includes(name)}
          />
        ))}
      </SimpleGrid>
    </Fieldset.Root>
  );
}
