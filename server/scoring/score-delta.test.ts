import { describe, expect, it } from 'vitest';
import { scoreDelta } from './score-delta';

const facts = { team: null, alreadyVoided: false, voidedScoreTeam: null };

describe('scoreDelta', () => {
  it('adds a point for a score unless its void is already logged', () => {
    expect(scoreDelta({ ...facts, kind: 'score', team: 'away' })).toEqual({ home: 0, away: 1 });
    expect(scoreDelta({ ...facts, kind: 'score', team: 'away', alreadyVoided: true })).toEqual({
      home: 0,
      away: 0,
    });
  });

  it('takes the point back for a void of a stored score, and nothing for a void that came first', () => {
    expect(scoreDelta({ ...facts, kind: 'delete_score', voidedScoreTeam: 'home' })).toEqual({
      home: -1,
      away: 0,
    });
    expect(scoreDelta({ ...facts, kind: 'delete_score' })).toEqual({ home: 0, away: 0 });
  });

  it('leaves the score alone for every other event', () => {
    for (const kind of ['begin', 'finish', 'save_name', 'timeout'] as const) {
      expect(scoreDelta({ ...facts, kind, team: 'home' })).toEqual({ home: 0, away: 0 });
    }
  });
});
