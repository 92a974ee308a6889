// What a competition's answer says of the event it is a division of (docs/competitions.md, "Events
// and divisions"): the event and its visible divisions, so the competition page links to the event
// and to its sibling divisions. A module of its own: the detail's type names it, and the events'
// contract (events.ts) reads the detail's statuses.
import { z } from 'zod';
import { divisionSchema } from './division';

export const competitionEventSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  divisions: z.array(
    z.object({ competitionId: z.number().int(), name: z.string(), division: divisionSchema }),
  ),
});
export type CompetitionEvent = z.infer<typeof competitionEventSchema>;
