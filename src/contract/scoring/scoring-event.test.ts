import { describe, expect, it } from 'vitest';
import { eventOfAction, voidEventOf } from './scoring-event';

describe('eventOfAction', () => {
  it('turns each action into the event of its kind, with nothing it does not name', () => {
    expect(eventOfAction({ type: 'begin', id: 'b', at: 1 })).toEqual({
      id: 'b',
      kind: 'begin',
      team: null,
      at: 1,
      scorerId: null,
      assistId: null,
      targetId: null,
    });
    expect(eventOfAction({ type: 'finish', id: 'f', at: 2 }).kind).toBe('finish');
    expect(eventOfAction({ type: 'timeout', id: 't', at: 3, team: 'away' })).toMatchObject({
      kind: 'timeout',
      team: 'away',
      targetId: null,
    });
  });

  it('gives the same score event whether the wire left out the scorer and assist or the phone wrote null', () => {
    const wire = eventOfAction({ type: 'score', id: 's', at: 4, team: 'home' });
    const phone = eventOfAction({
      type: 'score',
      id: 's',
      at: 4,
      team: 'home',
      scorerId: null,
      assistId: null,
    });
    expect(wire).toEqual(phone);
    expect(
      eventOfAction({ type: 'score', id: 's', at: 4, team: 'home', scorerId: 7, assistId: 9 }),
    ).toMatchObject({ kind: 'score', team: 'home', scorerId: 7, assistId: 9 });
  });

  it('names a renamed player by game-roster id as text, and an added one by null', () => {
    const rename = { type: 'saveName', id: 'n', at: 5, team: 'away', name: '韩梅梅' } as const;
    expect(eventOfAction({ ...rename, playerId: 12, number: 8 })).toMatchObject({
      kind: 'save_name',
      team: 'away',
      targetId: '12',
      naming: { name: '韩梅梅', number: 8 },
    });
    expect(eventOfAction(rename)).toMatchObject({
      targetId: null,
      naming: { name: '韩梅梅', number: null },
    });
  });
});

describe('voidEventOf', () => {
  it('logs a void under the id made from its score, with the score’s team when known', () => {
    expect(voidEventOf('s1', 6)).toEqual({
      id: 'void:s1',
      kind: 'delete_score',
      team: null,
      at: 6,
      scorerId: null,
      assistId: null,
      targetId: 's1',
    });
    expect(voidEventOf('s1', 6, 'home').team).toBe('home');
  });
});
