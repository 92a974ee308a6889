// The 保存赛制 form's values as strings and the body they send (createFormatBody of the contract,
// which checks the form as the server checks the body). The template's choices and the seed order
// live in the values too, so one form carries what the preview was built from.
import type { CreateFormatBody } from '../../../contract/competition-stages';
import type { FormatOptions } from '../../../contract/rules/build-format';
import type { FormRules } from '../../../lib/forms/validate-form';
import { ruleValues, slotsOfValues, type RuleField } from '../shell/game-rule-values';

export type FormatField =
  | 'templateId'
  | 'poolSizes'
  | 'playOut'
  | 'crossovers'
  | 'seeds'
  | 'tieBreakRules'
  | 'fields'
  | 'firstStart'
  | 'slotMinutes'
  | RuleField;

/** Seeds are club ids, seed 1 first, kept comma-separated in one value. */
export const seedsOf = (value: string) => (value === '' ? [] : value.split(',').map(Number));

export const formatValues = (seeds: readonly number[]): Record<FormatField, string> => ({
  templateId: '',
  poolSizes: '',
  playOut: '',
  crossovers: '',
  seeds: seeds.join(','),
  tieBreakRules: '',
  fields: '',
  firstStart: '',
  slotMinutes: '90',
  ...ruleValues(),
});

/** The template options the values name: what build-format.ts and the body both take. */
export function optionsOf(values: Record<FormatField, string>): FormatOptions & {
  poolSizes?: number[];
} {
  const sizes = values.poolSizes
    .split(/[,，\s]+/)
    .filter((part) => part !== '')
    .map(Number);
  return {
    ...(sizes.length > 0 ? { poolSizes: sizes } : {}),
    ...(values.playOut === '' ? {} : { playOut: Number(values.playOut) }),
    ...(values.crossovers === '' ? {} : { crossovers: values.crossovers === 'yes' }),
  };
}

export function formatBody(values: Record<FormatField, string>): CreateFormatBody {
  return {
    templateId: values.templateId,
    options: optionsOf(values),
    seeds: seedsOf(values.seeds),
    tieBreakRules: values.tieBreakRules === 'usau' ? 'usau' : 'wfdf',
    ...slotsOfValues(values),
  };
}

export const FORMAT_RULES: FormRules<FormatField> = {
  schema: () => import('../../../contract/competition-stages').then((c) => c.createFormatBody),
  body: formatBody,
};
