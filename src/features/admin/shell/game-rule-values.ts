// A game's rules (胜利分, 半场分, the two caps, 每半场暂停) as a console form holds them: the field
// names, the strings a form starts from, and what a body sends (the contract's ruleFields check
// it, as the server does). The schedule's game forms and the 赛制 page's format form share it.
import { GAME_RULE_DEFAULTS } from '../../../contract/game-rule-defaults';

export const RULE_FIELDS = [
  'pointsToWin',
  'halftimeAt',
  'softCapMinutes',
  'hardCapMinutes',
  'timeoutsPerHalf',
] as const;
export type RuleField = (typeof RULE_FIELDS)[number];

/** The two caps: an empty field is no cap. */
export const CAP_FIELDS: readonly RuleField[] = ['softCapMinutes', 'hardCapMinutes'];

interface Rules {
  pointsToWin: number;
  halftimeAt: number;
  softCapMinutes: number | null;
  hardCapMinutes: number | null;
  timeoutsPerHalf: number;
}

/** An empty number field is left out, so the rule asks for it; anything else is sent as typed. */
export const numberOf = (text: string) => (text === '' ? undefined : Number(text)) as number;
const capOf = (text: string) => (text === '' ? null : Number(text));
const text = (value: number | null) => (value === null ? '' : String(value));

/** The rules as the fields show them: a game's own, or for a new one the defaults. */
export const ruleValues = (rules: Rules = GAME_RULE_DEFAULTS): Record<RuleField, string> => ({
  pointsToWin: String(rules.pointsToWin),
  halftimeAt: String(rules.halftimeAt),
  softCapMinutes: text(rules.softCapMinutes),
  hardCapMinutes: text(rules.hardCapMinutes),
  timeoutsPerHalf: String(rules.timeoutsPerHalf),
});

/** The fields as a body sends them. */
export const rulesOfValues = (values: Record<RuleField, string>): Rules => ({
  pointsToWin: numberOf(values.pointsToWin),
  halftimeAt: numberOf(values.halftimeAt),
  softCapMinutes: capOf(values.softCapMinutes),
  hardCapMinutes: capOf(values.hardCapMinutes),
  timeoutsPerHalf: numberOf(values.timeoutsPerHalf),
});

/**
 * What the round robin and the format ask of the day, as a body sends it: the fields (one a line),
 * the first start, each game's slot and its rules (slotFields in the contract).
 */
export const slotsOfValues = (
  values: Record<RuleField | 'fields' | 'firstStart' | 'slotMinutes', string>,
) => ({
  fields: values.fields
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== ''),
  firstStart: values.firstStart,
  slotMinutes: numberOf(values.slotMinutes),
  ...rulesOfValues(values),
});
