// The game forms' values as strings, the bodies they send, and the contract's rules that check
// them (createGameBody, updateGameBody), so a form refuses exactly what the server would.
import type {
  AdminGame,
  CreateGameBody,
  RoundRobinBody,
  UpdateGameBody,
} from '../../../contract/admin-schedule';
import type { FormRules } from '../../../lib/forms/validate-form';
import {
  numberOf,
  ruleValues,
  rulesOfValues,
  slotsOfValues,
  type RuleField,
} from '../shell/game-rule-values';

export type PlacementField =
  'startsAt' | 'field' | 'volunteerId' | 'secondVolunteerId' | 'pool' | 'round';
/** A mixed game's ratio rule ('' keeps the game's, or rule A) and whether lines are recorded ('yes'). */
export type MixedField = 'ratioRule' | 'trackLines';
export type GameField = 'homeEntryId' | 'awayEntryId' | PlacementField | RuleField | MixedField;
export type RoundRobinField =
  'pool' | 'entryIds' | 'fields' | 'firstStart' | 'slotMinutes' | RuleField;

export const gameValues = (game?: AdminGame): Record<GameField, string> => ({
  homeEntryId: '',
  awayEntryId: '',
  startsAt: game ? `${game.date}T${game.time}` : '',
  field: game?.field ?? '',
  volunteerId: game?.volunteers[0] ? String(game.volunteers[0].id) : '',
  secondVolunteerId: game?.volunteers[1] ? String(game.volunteers[1].id) : '',
  pool: game?.pool ?? '',
  round: game?.round ?? '',
  ...ruleValues(game?.rules),
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
    ...rulesOfValues(values),
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
    ...slotsOfValues(values),
  };
}

export const ROUND_ROBIN_RULES: FormRules<RoundRobinField> = {
  schema: () => import('../../../contract/admin-schedule').then((c) => c.roundRobinBody),
  body: roundRobinBody,
};
