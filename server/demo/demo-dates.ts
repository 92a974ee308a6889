// Demo dates are relative to the `today` the loader is given, so a fresh database always has a
// competition running today, games today and recent news.

/** `YYYY-MM-DD` plus n days (n may be negative). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** An ISO timestamp for a local date and time of day (China Standard Time, +08:00). */
export const isoAt = (date: string, time = '09:00') =>
  new Date(`${date}T${time}:00+08:00`).toISOString();

/** Epoch ms of a local date and time of day (+08:00). */
export const msAt = (date: string, time: string) => new Date(`${date}T${time}:00+08:00`).getTime();
