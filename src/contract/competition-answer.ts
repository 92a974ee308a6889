// GET /api/competitions/:id as it answers since issue #35: the detail (content-competition.ts)
// with the competition's rule set and its championship (championship.ts). A module of its own so
// that neither of those two imports the other.
import { championshipSchema, tieBreakRulesSchema } from './championship';
import { competitionDetailSchema } from './content-competition';

export const competitionAnswerSchema = competitionDetailSchema.extend({
  /** The competition's tie-break rule set (WFDF unless staff chose USA Ultimate). */
  tieBreakRules: tieBreakRulesSchema.optional(),
  /** The format's stages, bracket, placements and paths; null without a format. */
  championship: championshipSchema.nullable().optional(),
});
