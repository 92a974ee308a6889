// What must hold of a format before it is shown or saved, each problem in Chinese naming the game,
// pool or seed: no slot filled from its own game or a later one, none from a place that does not
// exist, no seed or place feeding two slots, every seed playing, every place 1..N decided once.
// The builder runs it on every template; a format staff edit by hand goes through it again.
import { FORMAT_MSG } from './format-messages';
import type { BuiltFormat } from './format-types';
import { slotLabel, sourceKey, type SlotSource } from './placeholders';

export function checkFormat(format: BuiltFormat): string[] {
  const problems: string[] = [];
  const poolSize = new Map<string, number>();
  for (const stage of format.stages) {
    for (const pool of stage.pools)
      poolSize.set(`${stage.number}:${pool.name}`, pool.members.length);
  }

  /** Problems of one slot, filled at `stage` (and, for a game, as game `game`). */
  const checkSource = (source: SlotSource, stage: number, where: string, game: number | null) => {
    const label = slotLabel(source);
    switch (source.kind) {
      case 'seed':
        if (source.seed < 1 || source.seed > format.teams) {
          problems.push(FORMAT_MSG.missingPlace(where, label));
        }
        return;
      case 'winner':
      case 'loser': {
        const ref = source.game;
        if (game !== null && ref === game) problems.push(FORMAT_MSG.selfReference(game));
        else if (ref < 1 || ref > format.games.length) {
          problems.push(FORMAT_MSG.missingGame(game ?? 0, ref));
        } else if (game !== null && ref > game) problems.push(FORMAT_MSG.laterGame(game, ref));
        else if ((format.games[ref - 1]?.stage ?? 0) > stage) {
          problems.push(FORMAT_MSG.laterStage(where, label));
        }
        return;
      }
      case 'poolPlace': {
        const size = poolSize.get(`${source.stage}:${source.pool}`);
        if (size === undefined || source.place < 1 || source.place > size) {
          problems.push(FORMAT_MSG.missingPlace(where, label));
        } else if (source.stage >= stage) problems.push(FORMAT_MSG.laterStage(where, label));
        return;
      }
      case 'stagePlace':
        if (source.place < 1 || source.place > format.teams) {
          problems.push(FORMAT_MSG.missingPlace(where, label));
        } else if (source.stage >= stage && game !== null) {
          problems.push(FORMAT_MSG.laterStage(where, label));
        }
        return;
      case 'swiss':
        return;
    }
  };

  const users = new Map<string, string>();
  const claim = (source: SlotSource, where: string) => {
    if (source.kind === 'swiss') return;
    const key = sourceKey(source);
    const first = users.get(key);
    if (first !== undefined) problems.push(FORMAT_MSG.usedTwice(slotLabel(source), first, where));
    else users.set(key, where);
  };

  for (const stage of format.stages) {
    for (const pool of stage.pools) {
      const where = FORMAT_MSG.poolWhere(pool.name);
      for (const member of pool.members) {
        checkSource(member, stage.number, where, null);
        claim(member, where);
      }
    }
  }
  for (const game of format.games) {
    const where = FORMAT_MSG.gameWhere(game.number);
    for (const source of [game.home, game.away]) {
      checkSource(source, game.stage, where, game.number);
      if (game.pool === null) claim(source, where);
    }
  }
  const lastStage = format.stages.length + 1;
  for (const direct of format.directPlaces) {
    const where = FORMAT_MSG.placeWhere(direct.place);
    checkSource(direct.source, lastStage, where, null);
    claim(direct.source, where);
  }

  if (format.stages[0]?.kind !== 'swiss') {
    for (let seed = 1; seed <= format.teams; seed += 1) {
      if (!users.has(sourceKey({ kind: 'seed', seed }))) problems.push(FORMAT_MSG.seedUnused(seed));
    }
  }

  const covered = new Array<number>(format.teams + 2).fill(0);
  const cover = (place: number) => {
    if (place >= 1 && place <= format.teams) covered[place] = (covered[place] ?? 0) + 1;
  };
  for (const game of format.games) {
    if (game.decides) {
      cover(game.decides.winner);
      cover(game.decides.loser);
    }
  }
  const shared = new Map<number, number>();
  for (const direct of format.directPlaces) {
    if (direct.shared) shared.set(direct.place, (shared.get(direct.place) ?? 0) + 1);
    else cover(direct.place);
  }
  for (const [place, count] of shared) {
    for (let i = 0; i < count; i += 1) cover(place + i);
  }
  for (let place = 1; place <= format.teams; place += 1) {
    const times = covered[place] ?? 0;
    if (times === 0) problems.push(FORMAT_MSG.placeUnassigned(place));
    if (times > 1) problems.push(FORMAT_MSG.placeTwice(place));
  }
  return problems;
}
