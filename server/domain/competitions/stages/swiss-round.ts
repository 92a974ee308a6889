// 生成下一轮瑞士轮 (docs/competitions.md, "Swiss rounds"): the next round paired by the shared
// rules (src/contract/rules/swiss-pairing.ts) from the stage's final games, refused while the
// round before has a game not final; its boards' games, made with the format as placeholders,
// take the pairs with their rosters, all in one transaction with the competition locked.
import { pairNextRound, type SwissGame } from '../../../../src/contract/rules/swiss-pairing';
import { recordStaffWrite } from '../../../audit/record-staff-write';
import type { AuthUser } from '../../../auth/auth-user';
import { BusinessError, ErrorCode } from '../../../http/business-error';
import { clubNamesOf } from './console-stages';
import { fillSide } from './fill-side';
import { lockCompetition } from './progression';
import { STAGE_MSG as M } from './stage-messages';
import type { Trx } from './stage-trx';
import { readStoredFormat, resultOfRow } from './stored-format';

/** Pairs the next round; answers its number and the games it filled. */
export async function makeSwissRound(
  trx: Trx,
  competitionId: number,
  stageNumber: number,
  by: { user: AuthUser; now: number },
): Promise<{ round: number; games: number[] }> {
  await lockCompetition(trx, competitionId);
  const stored = await readStoredFormat(trx, competitionId);
  if (!stored) throw new BusinessError(M.noFormat, ErrorCode.business);
  const stage = stored.format.stages[stageNumber - 1];
  if (stage?.kind !== 'swiss') {
    throw new BusinessError(M.notSwiss(stageNumber), ErrorCode.validation, [
      { path: 'stage', message: M.notSwiss(stageNumber) },
    ]);
  }
  const boards = stored.format.games.filter(
    (g) => g.stage === stageNumber && g.home.kind === 'swiss',
  );
  const teams = stored.seeds.map(String);
  const games: SwissGame[] = [];
  const paired = new Map<number, Set<string>>();
  for (const game of boards) {
    const row = stored.games.get(game.number);
    if (!row || row.home_club_id === null || row.away_club_id === null) continue;
    const round = game.home.kind === 'swiss' ? game.home.round : 0;
    const home = String(row.home_club_id);
    const away = String(row.away_club_id);
    games.push({ ...resultOfRow(game.number, row), home, away, round });
    const inRound = paired.get(round) ?? new Set<string>();
    inRound.add(home).add(away);
    paired.set(round, inRound);
  }
  const byes = [...paired.values()].flatMap((inRound) => teams.filter((t) => !inRound.has(t)));
  const answer = pairNextRound({
    teams,
    rounds: stage.swissRounds,
    games,
    byes,
    forfeitPoints: stored.forfeitPoints,
  });
  if (!answer.ok) throw new BusinessError(answer.message, ErrorCode.business);
  const names = await clubNamesOf(trx, stored.seeds);
  const filled: number[] = [];
  for (const game of boards) {
    if (game.home.kind !== 'swiss' || game.home.round !== answer.round) continue;
    const pair = answer.pairs[game.home.board - 1];
    const row = stored.games.get(game.number);
    if (!pair || !row) continue;
    for (const [index, side] of (['home', 'away'] as const).entries()) {
      const clubId = Number(pair[index]);
      await fillSide(trx, { id: row.id, competition_id: competitionId }, side, {
        clubId,
        name: names.get(clubId) ?? String(clubId),
      });
    }
    filled.push(row.id);
  }
  await recordStaffWrite(trx, by.user, by.now, {
    action: 'competition.swiss_round',
    targetType: 'competition',
    targetId: competitionId,
    summary: M.audit.swiss(answer.round),
    after: { stage: stageNumber, round: answer.round, gameIds: filled, bye: answer.bye },
  });
  return { round: answer.round, games: filled };
}
