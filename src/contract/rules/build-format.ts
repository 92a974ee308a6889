// A template and a number of teams turned into the whole format: every game with its placeholders,
// the rounds, and the games per team — the preview staff see before anything is saved, and the
// list the server will store. Staff's changes (pool sizes, the places played out) come in as
// options and are refused in Chinese when they do not fit.
import { checkFormat } from './check-format';
import { FORMAT_MSG } from './format-messages';
import { FORMAT_TEMPLATES, type FormatTemplate, type TemplateStage } from './format-templates';
import type { BuiltFormat, DirectPlace, FormatGame, FormatStage } from './format-types';
import { gamesPerTeam } from './format-preview';
import { placementBracket } from './placement-bracket';
import { parseCode, slotCode, type SlotSource } from './placeholders';
import { roundRobinPairings } from './round-robin';
import { poolName, poolSize, serpentinePools } from './serpentine-seeding';

export interface FormatOptions {
  /** Sizes of the first stage's pools, instead of pools as equal as they can be. */
  poolSizes?: readonly number[];
  /** The last place played out by games; places below it are shared within their tier. */
  playOut?: number;
  /** Crossovers or not, where the template has a sibling that differs only in them. */
  crossovers?: boolean;
}

export type BuildAnswer = { ok: true; format: BuiltFormat } | { ok: false; problems: string[] };

const refuse = (...problems: string[]): BuildAnswer => ({ ok: false, problems });

function checkOptions(template: FormatTemplate, teams: number, options: FormatOptions) {
  if (teams < template.minTeams || teams > template.maxTeams) {
    return [FORMAT_MSG.teamCountNotFit(template.name, teams)];
  }
  const problems: string[] = [];
  const sizes = options.poolSizes;
  if (sizes) {
    if (sizes.length !== template.poolCount) {
      problems.push(FORMAT_MSG.poolSizesCount(sizes.length, template.poolCount));
    }
    const sum = sizes.reduce((a, b) => a + b, 0);
    if (sum !== teams) problems.push(FORMAT_MSG.poolSizesSum(sum, teams));
    sizes.forEach((size, i) => {
      if (size < 3) problems.push(FORMAT_MSG.poolTooSmall(poolName(i), size));
    });
  }
  const playOut = options.playOut ?? teams;
  if (!Number.isInteger(playOut) || playOut < 1 || playOut > teams) {
    problems.push(FORMAT_MSG.playOutRange(teams));
  }
  return problems;
}

/** The format of `templateId` for `teams` teams, or the reasons it cannot be built. */
export function buildFormat(
  templateId: string,
  teams: number,
  options: FormatOptions = {},
): BuildAnswer {
  const chosen = FORMAT_TEMPLATES.find((t) => t.id === templateId);
  if (!chosen) return refuse(FORMAT_MSG.unknownTemplate(templateId));
  let template = chosen;
  const hasCrossovers = chosen.stages.some((stage) => stage.kind === 'crossover');
  if (options.crossovers !== undefined && options.crossovers !== hasCrossovers) {
    const sibling = FORMAT_TEMPLATES.find((t) => t.id === chosen.crossoverSibling);
    if (!sibling) return refuse(FORMAT_MSG.noCrossoverChoice(chosen.name));
    template = sibling;
  }
  const optionProblems = checkOptions(template, teams, options);
  if (optionProblems.length > 0) return refuse(...optionProblems);

  const games: FormatGame[] = [];
  const stages: FormatStage[] = [];
  const directPlaces: DirectPlace[] = [];
  const problems: string[] = [];
  /** Pool name → stage and size, for codes such as A1. */
  const pools = new Map<string, { stage: number; size: number }>();
  const gameCodes = new Map<string, number>();
  const playOut = options.playOut ?? teams;

  const lookup = {
    poolStage: (pool: string) => pools.get(pool)?.stage ?? null,
    gameNumber: (code: string) => gameCodes.get(code) ?? null,
  };
  const read = (code: string): SlotSource => {
    const source = parseCode(code, lookup);
    if (source) return source;
    problems.push(FORMAT_MSG.unknownCode(code));
    return { kind: 'seed', seed: 0 };
  };
  const lastRound = (of: (game: FormatGame) => boolean) =>
    Math.max(0, ...games.filter(of).map((g) => g.round));
  /** The round after which a source's team is known. */
  const knownAfter = (source: SlotSource): number => {
    switch (source.kind) {
      case 'poolPlace':
        return lastRound((g) => g.stage === source.stage && g.pool === source.pool);
      case 'winner':
      case 'loser':
        return games[source.game - 1]?.round ?? 0;
      case 'stagePlace':
        return lastRound((g) => g.stage === source.stage);
      default:
        return 0;
    }
  };
  const addGame = (game: Omit<FormatGame, 'number' | 'round'>, round?: number) => {
    const number = games.length + 1;
    const after = Math.max(knownAfter(game.home), knownAfter(game.away));
    games.push({ ...game, number, round: round ?? after + 1 });
    gameCodes.set(game.code, number);
    return number;
  };
  const addPools = (stage: number, memberLists: SlotSource[][]) => {
    const first = pools.size;
    const named = memberLists.map((members, i) => ({ name: poolName(first + i), members }));
    for (const pool of named) {
      pools.set(pool.name, { stage, size: pool.members.length });
      const start = Math.max(0, ...pool.members.map(knownAfter));
      roundRobinPairings(pool.members).forEach((pairing, i) => {
        addGame(
          {
            code: `P${pool.name}${i + 1}`,
            stage,
            pool: pool.name,
            home: pairing.home,
            away: pairing.away,
            decides: null,
          },
          start + pairing.round,
        );
      });
    }
    return named;
  };

  template.stages.forEach((spec: TemplateStage, i) => {
    const number = i + 1;
    const stage: FormatStage = { number, kind: spec.kind, pools: [], swissRounds: 0 };
    stages.push(stage);
    switch (spec.kind) {
      case 'pools': {
        const sizes =
          options.poolSizes ??
          Array.from({ length: template.poolCount }, (_, p) =>
            poolSize(teams, template.poolCount, p),
          );
        const seeded = serpentinePools(teams, template.poolCount, sizes);
        stage.pools = addPools(
          number,
          seeded.map((seeds) => seeds.map((seed): SlotSource => ({ kind: 'seed', seed }))),
        );
        break;
      }
      case 'powerPools':
        stage.pools = addPools(
          number,
          spec.pools.map((codes) => codes.map(read)),
        );
        break;
      case 'crossover':
        spec.games.forEach(([home, away], g) => {
          addGame({
            code: `CO${g + 1}`,
            stage: number,
            pool: null,
            home: read(home),
            away: read(away),
            decides: null,
          });
        });
        break;
      case 'bracket': {
        const tiers = [
          ...(spec.tiers ?? []).map((tier) => tier.map(read)),
          ...generatedTiers(spec),
        ];
        let firstPlace = 1;
        for (const tier of tiers) {
          placementBracket(tier, firstPlace, playOut, {
            game: (home, away, code, decides) =>
              addGame({ code, stage: number, pool: null, home, away, decides }),
            place: (place, source, shared) => directPlaces.push({ place, source, shared }),
          });
          firstPlace += tier.length;
        }
        break;
      }
      case 'swiss': {
        stage.swissRounds = spec.rounds;
        const start = lastRound(() => true);
        for (let round = 1; round <= spec.rounds; round += 1) {
          for (let board = 1; board <= Math.floor(teams / 2); board += 1) {
            addGame(
              {
                code: `R${round}.${board}`,
                stage: number,
                pool: null,
                home: { kind: 'swiss', stage: number, round, board, side: 'home' },
                away: { kind: 'swiss', stage: number, round, board, side: 'away' },
                decides: null,
              },
              start + round,
            );
          }
        }
        for (let place = 1; place <= teams; place += 1) {
          directPlaces.push({
            place,
            source: { kind: 'stagePlace', stage: number, place },
            shared: false,
          });
        }
        break;
      }
    }
  });

  /** The places of the last pool stage, by place then pool, from `restFrom`. */
  function generatedTiers(spec: Extract<TemplateStage, { kind: 'bracket' }>): SlotSource[][] {
    if (spec.top === undefined && spec.restFrom === undefined) return [];
    const lastStage = Math.max(0, ...[...pools.values()].map((p) => p.stage));
    const last = [...pools].filter(([, p]) => p.stage === lastStage);
    const deepest = Math.max(0, ...last.map(([, p]) => p.size));
    const codes: SlotSource[] = [];
    for (let place = spec.restFrom ?? 1; place <= deepest; place += 1) {
      for (const [pool, p] of last) {
        if (place <= p.size) codes.push({ kind: 'poolPlace', stage: lastStage, pool, place });
      }
    }
    const tiers: SlotSource[][] = [];
    if (spec.top !== undefined) tiers.push(codes.splice(0, spec.top));
    const size = spec.restTier ?? last.length;
    while (codes.length > 0) tiers.push(codes.splice(0, size));
    return tiers;
  }

  if (problems.length > 0) return refuse(...problems);
  const numbered = inPlayingOrder(games, directPlaces, stages);
  const format: BuiltFormat = {
    templateId: template.id,
    name: template.name,
    teams,
    stages,
    games: numbered.games,
    directPlaces: numbered.directPlaces,
    rounds: 0,
    gamesPerTeam: { min: 0, max: 0 },
  };
  const checked = checkFormat(format);
  if (checked.length > 0) return refuse(...checked);
  format.rounds = Math.max(0, ...format.games.map((g) => g.round));
  format.gamesPerTeam = gamesPerTeam(format);
  return { ok: true, format };
}

/**
 * Games numbered in the order they are played (by round, then as built), so 「第1场」 is a first
 * game; a game still comes after every game it depends on, its round being later.
 */
function inPlayingOrder(games: FormatGame[], directPlaces: DirectPlace[], stages: FormatStage[]) {
  const order = [...games].sort((a, b) => a.round - b.round || a.number - b.number);
  const renumber = new Map(order.map((game, i) => [game.number, i + 1]));
  const moved = (source: SlotSource): SlotSource =>
    source.kind === 'winner' || source.kind === 'loser'
      ? { ...source, game: renumber.get(source.game) ?? source.game }
      : source;
  for (const stage of stages) {
    for (const pool of stage.pools) pool.members = pool.members.map(moved);
  }
  return {
    games: order.map((game, i) => ({
      ...game,
      number: i + 1,
      home: moved(game.home),
      away: moved(game.away),
    })),
    directPlaces: directPlaces.map((direct) => ({ ...direct, source: moved(direct.source) })),
  };
}

/** A game's slots as the preview writes them: A1 – W(CO2). */
export function gameSlotsCode(format: BuiltFormat, game: FormatGame) {
  const codeOf = (n: number) => format.games[n - 1]?.code ?? String(n);
  return `${slotCode(game.home, codeOf)} – ${slotCode(game.away, codeOf)}`;
}
