// A pool's round robin (docs/competitions.md, "Schedule"): every pairing once, by the circle
// method, then laid over the fields and time slots. Both the console's preview and the server's
// create run it, so what staff saw is what is stored.

export interface Pairing<T> {
  /** From 1. */
  round: number;
  home: T;
  away: T;
}

/**
 * The circle method: the first team stays put, the others turn one place each round, and the
 * i-th team from the start meets the i-th from the end. An odd pool gets a rest (a bye) each
 * round. Home and away alternate for the fixed team so nobody is always home.
 */
export function roundRobinPairings<T>(teams: readonly T[]): Pairing<T>[] {
  const seats: (T | null)[] = [...teams];
  if (seats.length % 2 === 1) seats.push(null);
  const n = seats.length;
  const pairings: Pairing<T>[] = [];
  for (let round = 1; round < n; round += 1) {
    for (let i = 0; i < n / 2; i += 1) {
      const first = seats[i] ?? null;
      const second = seats[n - 1 - i] ?? null;
      if (first === null || second === null) continue;
      const swap = i === 0 ? round % 2 === 0 : false;
      pairings.push({ round, home: swap ? second : first, away: swap ? first : second });
    }
    // Turn every seat but the first one place clockwise.
    const last = seats.pop() ?? null;
    seats.splice(1, 0, last);
  }
  return pairings;
}

export interface SlotPlan {
  fields: readonly string[];
  /** The first slot's start, `YYYY-MM-DDTHH:MM` (the association's local time). */
  firstStart: string;
  slotMinutes: number;
}

export interface PlannedGame<T> extends Pairing<T> {
  date: string;
  time: string;
  field: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `YYYY-MM-DDTHH:MM` moved by `minutes`, as wall-clock arithmetic (no zone involved). */
export function addMinutes(start: string, minutes: number): string {
  const [date = '', time = ''] = start.split('T');
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const at = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1, hh ?? 0, (mm ?? 0) + minutes));
  return (
    `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}` +
    `T${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}`
  );
}

/**
 * The pairings over the fields: each round starts a new slot (no team plays twice at once), and a
 * round with more games than fields takes as many slots as it needs.
 */
export function planRoundRobin<T>(teams: readonly T[], plan: SlotPlan): PlannedGame<T>[] {
  const planned: PlannedGame<T>[] = [];
  let slot = 0;
  let round = 0;
  let used = 0;
  for (const pairing of roundRobinPairings(teams)) {
    if (pairing.round !== round || used === plan.fields.length) {
      if (round !== 0) slot += 1;
      round = pairing.round;
      used = 0;
    }
    const [date = '', time = ''] = addMinutes(plan.firstStart, slot * plan.slotMinutes).split('T');
    planned.push({ ...pairing, date, time, field: plan.fields[used] ?? '' });
    used += 1;
  }
  return planned;
}
