// The game forms' values as strings, the bodies they send, and the contract's rules that check
// them (createGameBody, updateGameBody), so a form refuses exactly what the server would.
import type {
  AdminGame,
  CreateGameBody,
  RoundRobinBody,
  UpdateGameBody,
} from '../../../contract/admin-schedule';
import { GAME_RULE_DEFAULTS } from '../../../contract/game-rule-defaults';
import type { FormRules } from '../../../lib/forms/validate-form';

export const RULE_FIELDS = [
  'pointsToWin',
  'halftimeAt',
  'softCapMinutes',
  'hardCapMinutes',
  'timeoutsPerHalf',
] as const;
export type RuleField = (typeof RULE_FIELDS)[number];
export type PlacementField =
  'startsAt' | 'field' | 'volunteerId' | 'secondVolunteerId' | 'pool' | 'round';
/** A mixed game's ratio rule ('' keeps the game's, or rule A) and whether lines are recorded ('yes'). */
export type MixedField = 'ratioRule' | 'trackLines';
export type GameField = 'homeEntryId' | 'awayEntryId' | PlacementField | RuleField | MixedField;
export type RoundRobinField =
  'pool' | 'entryIds' | 'fields' | 'firstStart' | 'slotMinutes' | RuleField;

/** An empty number field is left out, so the rule asks for it; anything else is sent as typed. */
const numberOf = (text: string) => (text === '' ? undefined : Number(text)) as number;
/** An empty cap is no cap. */
const capOf = (text: string) => (text === '' ? null : Number(text));
const text = (value: number | null) => (value === null ? '' : String(value));

/** A game's rules, or for a new game (and the round robin) the defaults, as the fields show them. */
const ruleValues = (game?: AdminGame): Record<RuleField, string> => {
  const rules = game?.rules ?? GAME_RULE_DEFAULTS;
  return {
    pointsToWin: String(rules.pointsToWin),
    halftimeAt: String(rules.halftimeAt),
    softCapMinutes: text(rules.softCapMinutes),
    hardCapMinutes: text(rules.hardCapMinutes),
    timeoutsPerHalf: String(rules.timeoutsPerHalf),
  };
};

const rulesOf = (values: Record<RuleField, string>) => ({
  pointsToWin: numberOf(values.pointsToWin),
  halftimeAt: numberOf(values.halftimeAt),
  softCapMinutes: capOf(values.softCapMinutes),
  hardCapMinutes: capOf(values.hardCapMinutes),
  timeoutsPerHalf: numberOf(values.timeoutsPerHalf),
});

export const gameValues = (game?: AdminGame): Record<GameField, string> => ({
  homeEntryId: '',
  awayEntryId: '',
  startsAt: game ? `${game.date}T${game.time}` : '',
  field: game?.field ?? '',
  volunteerId: game?.volunteers[0] ? String(game.volunteers[0].id) : '',
  secondVolunteerId: game?.volunteers[1] ? String(game.volunteers[1].id) : '',
  pool: game?.pool ?? '',
  round: game?.round ?? '',
  ...ruleValues(game),
  ratioRule: game?.rules.ratioRule ?? '',
  trackLines: game?.rules.trackLines ? 'yes' : '',
});

export function updateBody(values: Record<GameField, string>): UpdateGameBody {
  return {
    startsAt: values.startsAt,
    field: values.field,
    volunteerId: values.volunteerId === '' ? null : Number(values.volunteerId),
    secondVolunteerId: values.secondVolunteerId === '' ? null : Number(values.secondVolunteerId),
    pool: values.pool,
    round: values.round,
    ...rulesOf(values),
    ...(values.ratioRule === 'A' || values.ratioRule === 'B'
      ? { ratioRule: values.ratioRule }
      : {}),
    trackLines: values.trackLines === 'yes',
  };
}

export function createBody(values: Record<GameField, string>): CreateGameBody {
  return {
    ...updateBody(values),
    homeEntryId: numberOf(values.homeEntryId),
    awayEntryId: numberOf(values.awayEntryId),
  };
}

export const CREATE_RULES: FormRules<GameField> = {
  schema: () => import('../../../contract/admin-schedule').then((c) => c.createGameBody),
  body: createBody,
};
export const UPDATE_RULES: FormRules<GameField> = {
  schema: () => import('../../../contract/admin-schedule').then((c) => c.updateGameBody),
  body: updateBody,
};

export const roundRobinValues = (): Record<RoundRobinField, string> => ({
  pool: '',
  entryIds: '',
  fields: '',
  firstStart: '',
  slotMinutes: '90',
  ...ruleValues(),
});

/** Entry ids are kept comma-separated in one value (the checkboxes), fields one per line. */
export function roundRobinBody(values: Record<RoundRobinField, string>): RoundRobinBody {
  return {
    pool: values.pool,
    entryIds: values.entryIds === '' ? [] : values.entryIds.split(',').map(Number),
    fields: values.fields
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== ''),
    firstStart: values.firstStart,
    slotMinutes: numberOf(values.slotMinutes),
    ...rulesOf(values),
  };
}

export const ROUND_ROBIN_RULES: FormRules<RoundRobinField> = {
  schema: () => import('../../../contract/admin-schedule').then((c) => c.roundRobinBody),
  body: roundRobinBody,
};
