// GET /api/competitions/:id as it answers since issue #35: the detail (content-competition.ts)
// with the competition's rule set and its championship (championship.ts), and the event it is a
// division of (competition-event.ts). A module of its own so that neither of those two imports the
// other.
import { championshipSchema, tieBreakRulesSchema } from './championship';
import { competitionEventSchema } from './competition-event';
import { competitionDetailSchema } from './content-competition';

export const competitionAnswerSchema = competitionDetailSchema.extend({
  /** The competition's tie-break rule set (WFDF unless staff chose USA Ultimate). */
  tieBreakRules: tieBreakRulesSchema.optional(),
  /** The format's stages, bracket, placements and paths; null without a format. */
  championship: championshipSchema.nullable().optional(),
  /** The event this competition is a division of, with its divisions; null when it stands alone. */
  event: competitionEventSchema.nullable().optional(),
});
