// 保存赛制 (docs/competitions.md, "Stages and progression"): the format the console previewed,
// built again here by the same rules, saved whole in one transaction with the competition's row
// locked: the format, its stages, every game (seed slots filled with their club and roster, the
// rest placeholders), the rule set and one audit row. A second staff member saving at the same
// time waits for the lock and is then told the competition has a format: never half a bracket.
import { rulesOfBody } from '../../../../src/contract/admin-schedule';
import type { CreateFormatBody } from '../../../../src/contract/competition-stages';
import { buildFormat } from '../../../../src/contract/rules/build-format';
import { FORMAT_MSG } from '../../../../src/contract/rules/format-messages';
import { slotLabel } from '../../../../src/contract/rules/placeholders';
import {
  refuseSeeds,
  resolvePlaceholders,
} from '../../../../src/contract/rules/resolve-placeholders';
import { recordStaffWrite } from '../../../audit/record-staff-write';
import type { AuthUser } from '../../../auth/auth-user';
import { BusinessError, ErrorCode } from '../../../http/business-error';
import { ruleColumns } from '../../games-and-scoring/game-setup';
import { fillSide } from './fill-side';
import { placeGames, poolColumn, roundNameOf } from './format-schedule';
import { lockCompetition } from './progression';
import { STAGE_MSG as M } from './stage-messages';
import type { Trx } from './stage-trx';

const refuse = (problems: readonly string[], path = 'templateId') =>
  new BusinessError(
    problems[0] ?? '',
    ErrorCode.validation,
    problems.map((message) => ({ path, message })),
  );

async function approvedClubs(trx: Trx, competitionId: number) {
  const rows = await trx
    .selectFrom('registrations as r')
    .innerJoin('clubs as c', 'c.id', 'r.club_id')
    .select(['c.id', 'c.name'])
    .where('r.competition_id', '=', competitionId)
    .where('r.status', '=', 'approved')
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Saves the format; answers the number of games made. */
export async function createFormat(
  trx: Trx,
  competitionId: number,
  body: CreateFormatBody,
  by: { user: AuthUser; now: number },
): Promise<number> {
  await lockCompetition(trx, competitionId);
  const competition = await trx
    .selectFrom('competitions')
    .select(['division'])
    .where('id', '=', competitionId)
    .executeTakeFirstOrThrow();
  const existing = await trx
    .selectFrom('competition_formats')
    .select('competition_id')
    .where('competition_id', '=', competitionId)
    .executeTakeFirst();
  if (existing) throw new BusinessError(M.formatExists, ErrorCode.business);
  const outside = await trx
    .selectFrom('games')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('competition_id', '=', competitionId)
    .where('format_game', 'is', null)
    .where('cancelled_at', 'is', null)
    .executeTakeFirstOrThrow();
  if (Number(outside.n) > 0) {
    throw new BusinessError(M.gamesOutside(Number(outside.n)), ErrorCode.business);
  }

  const built = buildFormat(body.templateId, body.seeds.length, body.options);
  if (!built.ok) throw refuse(built.problems);
  const { format } = built;
  const seeds = body.seeds.map(String);
  const seedProblem = refuseSeeds(format, seeds);
  if (seedProblem) throw refuse([seedProblem], 'seeds');
  const clubs = await approvedClubs(trx, competitionId);
  body.seeds.forEach((clubId, i) => {
    if (!clubs.has(clubId)) throw refuse([M.seedNotApproved(i + 1)], `seeds.${i}`);
  });

  const at = new Date(by.now).toISOString();
  await trx
    .updateTable('competitions')
    .set({ tie_break_rules: body.tieBreakRules })
    .where('id', '=', competitionId)
    .execute();
  await trx
    .insertInto('competition_formats')
    .values({
      competition_id: competitionId,
      template_id: format.templateId,
      options: JSON.stringify(body.options),
      seeds: JSON.stringify(body.seeds),
      format: JSON.stringify(format),
      created_by: by.user.id,
      created_at: at,
    })
    .execute();
  await trx
    .insertInto('competition_stages')
    .values(
      format.stages.map((stage) => ({
        competition_id: competitionId,
        number: stage.number,
        kind: stage.kind,
        name: FORMAT_MSG.stageName[stage.kind],
      })),
    )
    .execute();

  // Before any result only the seeds are known: the first stage's teams.
  const known = resolvePlaceholders({
    format,
    seeds,
    results: [],
    rules: body.tieBreakRules,
    forfeitPoints: 0,
  });
  // The rule columns exactly as a game added by hand gets them.
  const rules = ruleColumns(rulesOfBody(body), competition.division);
  for (const placed of placeGames(format.games, body)) {
    const { game } = placed;
    const row = await trx
      .insertInto('games')
      .values({
        competition_id: competitionId,
        date: placed.date,
        time: placed.time,
        field: placed.field,
        round: roundNameOf(game),
        pool: poolColumn(game.pool),
        home_club_id: null,
        away_club_id: null,
        home_name: slotLabel(game.home),
        away_name: slotLabel(game.away),
        status: 'scheduled',
        ...rules,
        home_score: 0,
        away_score: 0,
        began_at: null,
        finished_at: null,
        stage_number: game.stage,
        format_game: game.number,
        home_slot: JSON.stringify(game.home),
        away_slot: JSON.stringify(game.away),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const teams = known.games[game.number - 1]?.fromSlots ?? [null, null];
    for (const [index, side] of (['home', 'away'] as const).entries()) {
      const team = teams[index];
      if (team === null || team === undefined) continue;
      const clubId = Number(team);
      await fillSide(trx, { id: row.id, competition_id: competitionId }, side, {
        clubId,
        name: clubs.get(clubId) ?? team,
      });
    }
  }
  await recordStaffWrite(trx, by.user, by.now, {
    action: 'competition.format',
    targetType: 'competition',
    targetId: competitionId,
    summary: M.audit.create(format.name, format.games.length),
    after: { templateId: format.templateId, options: body.options, seeds: body.seeds },
  });
  return format.games.length;
}
