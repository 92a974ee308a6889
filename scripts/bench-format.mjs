// npm run bench:format (a benchmark, not a test): the championship-format rules of
// src/contract/rules/ on this machine, in milliseconds, median and p95 over RUNS runs after a
// warm-up (docs/competitions.md, "Formats, tie-breakers and placeholders"; the issue asks each
// under 50 ms):
// 1. building the 32-team format (eight pools of four, round of 16, every place played) with its
//    preview: every game's slots as codes and Chinese labels, rounds and games per team;
// 2. filling the whole bracket after the last pool game: resolving the 32 teams' 48 pool games
//    by the WFDF tie-breakers and every bracket slot they decide;
// 3. the same with every bracket game final too, through to the final places;
// 4. pairing the fifth Swiss round of 32 teams;
// then the same format through the server's own code on a fresh database (scripts/bench/
// format-server.ts): 5. saving it in one transaction; 6. filling the whole bracket after the last
// pool games, progressFormat in one transaction with every roster copied, committed.
// Run with tsx (`node --import tsx`), which loads the TypeScript rules as the app does.
import { performance } from 'node:perf_hooks';
import { buildFormat, gameSlotsCode } from '../src/contract/rules/build-format.ts';
import { finalPlacements } from '../src/contract/rules/final-placements.ts';
import { slotLabel } from '../src/contract/rules/placeholders.ts';
import { resolvePlaceholders } from '../src/contract/rules/resolve-placeholders.ts';
import { pairNextRound } from '../src/contract/rules/swiss-pairing.ts';
import { benchServerFormat } from './bench/format-server.ts';

const RUNS = 200;
const WARM_UP = 20;
/** The server's runs write to the database: fewer of them. */
const SERVER_RUNS = 40;
const SERVER_WARM_UP = 5;
const TEAMS = 32;
const TEMPLATE = 'eight-pools-round-of-16';
const seeds = Array.from({ length: TEAMS }, (_, i) => `队伍${i + 1}`);

function report(name, times) {
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(2);
  console.log(`${name}：中位数 ${at(0.5)} ms，p95 ${at(0.95)} ms（${times.length} 次）`);
}

function measure(name, job) {
  for (let i = 0; i < WARM_UP; i += 1) job();
  const times = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    job();
    times.push(performance.now() - start);
  }
  report(name, times);
}

/** A job that writes, and what puts the database back before the next run (not timed). */
async function measureServer(name, job, undo) {
  for (let i = 0; i < SERVER_WARM_UP; i += 1) {
    await job();
    await undo();
  }
  const times = [];
  for (let i = 0; i < SERVER_RUNS; i += 1) {
    const start = performance.now();
    await job();
    times.push(performance.now() - start);
    await undo();
  }
  report(name, times);
}

function built() {
  const answer = buildFormat(TEMPLATE, TEAMS);
  if (!answer.ok) throw new Error(answer.problems.join('；'));
  return answer.format;
}

const format = built();
/** Every game won by its home side, 13-9 (the pool games' home sides vary by round). */
const results = (games) =>
  games.map((g) => ({ game: g.number, homeScore: 13, awayScore: 9, state: 'finished' }));
const poolResults = results(format.games.filter((g) => g.pool !== null));
const allResults = results(format.games);
const resolve = (given) =>
  resolvePlaceholders({ format, seeds, results: given, rules: 'wfdf', forfeitPoints: 13 });

const afterPools = resolve(poolResults);
const firstBracketRound = Math.min(
  ...format.games.filter((g) => g.pool === null).map((g) => g.round),
);
const filled = format.games
  .filter((g) => g.round === firstBracketRound)
  .every((g) => afterPools.games[g.number - 1]?.home && afterPools.games[g.number - 1]?.away);
if (!filled) throw new Error('the bracket did not fill after the pools');
if (!finalPlacements(format, resolve(allResults)).complete) throw new Error('places left open');

console.log(
  `${TEAMS} 队（${format.name}）：${format.games.length} 场，${format.rounds} 轮，` +
    `每队 ${format.gamesPerTeam.min}–${format.gamesPerTeam.max} 场；运行 ${RUNS} 次`,
);
measure('生成赛制与预览', () => {
  const preview = built();
  for (const game of preview.games) {
    gameSlotsCode(preview, game);
    slotLabel(game.home);
    slotLabel(game.away);
  }
});
measure('小组赛全部结束后填满淘汰赛', () => resolve(poolResults));
measure('全部比赛结束后得出最终名次', () => finalPlacements(format, resolve(allResults)));

const swissGames = [];
for (let round = 1; round <= 4; round += 1) {
  const answer = pairNextRound({
    teams: seeds,
    rounds: 5,
    games: swissGames,
    byes: [],
    forfeitPoints: 13,
  });
  if (!answer.ok) throw new Error(answer.message);
  for (const [home, away] of answer.pairs) {
    swissGames.push({ round, home, away, homeScore: 13, awayScore: 9, state: 'finished' });
  }
}
measure('瑞士轮 32 队第5轮配对', () =>
  pairNextRound({ teams: seeds, rounds: 5, games: swissGames, byes: [], forfeitPoints: 13 }),
);

const database = process.env.TEST_DATABASE_URL?.startsWith('postgres')
  ? 'PostgreSQL'
  : 'SQLite（文件）';
console.log(`\n服务器（${database}）：`);
await benchServerFormat(measureServer);
