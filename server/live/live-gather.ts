// What one fan-out tick carries (docs/live-scores.md, "Fan out"): the notices heard since the last
// tick, folded per competition into each game's newest state, and whether staff changed content.
// Only the newest state of a game matters to a page, so a game that scored five times in a tick
// is sent once, and a page that gets the tick's one event ends holding what the server holds.
import type { LiveGame } from '../../src/contract/content-competition';
import type { LiveNotice } from './live-bus';

export interface Gathered {
  /** Per competition, its changed games (each once, its newest state), in the order first heard. */
  games: Map<number, LiveGame[]>;
  content: boolean;
}

export interface LiveGather {
  add: (notice: LiveNotice) => void;
  /** What was gathered, or null when nothing was; starts gathering afresh. */
  take: () => Gathered | null;
}

/** `wanted(competitionId)`: whether any page of it is open here (the others are not gathered). */
export function createLiveGather(wanted: (competitionId: number) => boolean): LiveGather {
  let games = new Map<number, Map<number, LiveGame>>();
  let content = false;
  return {
    add: (notice) => {
      content ||= notice.content;
      for (const game of notice.games) {
        if (!wanted(game.competitionId)) continue;
        const ofCompetition = games.get(game.competitionId) ?? new Map<number, LiveGame>();
        const before = ofCompetition.get(game.id);
        // An equal version may carry a newer row (read between a commit and its counter's raise),
        // and notices of one instance arrive in the order they were read: the later one wins.
        if (!before || game.version >= before.version) ofCompetition.set(game.id, game);
        games.set(game.competitionId, ofCompetition);
      }
    },
    take: () => {
      if (games.size === 0 && !content) return null;
      const taken: Gathered = {
        games: new Map([...games].map(([id, ofCompetition]) => [id, [...ofCompetition.values()]])),
        content,
      };
      games = new Map();
      content = false;
      return taken;
    },
  };
}
