// The last day a competition's spirit scores may be given or changed (docs/competitions.md,
// "Spirit scores"). Staff may set it; left unset it is two days after the competition's last day,
// which leaves captains the evening of the final and a travel day.

export const SPIRIT_DEFAULT_DAYS_AFTER_END = 2;

/** Adds days to a `YYYY-MM-DD` calendar day (no time zone involved). */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export const spiritDeadlineOf = (endDate: string, deadline: string | null): string =>
  deadline ?? addDays(endDate, SPIRIT_DEFAULT_DAYS_AFTER_END);

/** `today` is the server's local `YYYY-MM-DD`; the deadline's whole day is still open. */
export const spiritOpenOn = (today: string, deadline: string) => today <= deadline;
