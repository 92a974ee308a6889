// What migration 0018 adds to competitions (docs/membership.md, "Eligibility"), apart from
// schema.ts so the season's eligibility reads its own types in one place.
import type { Generated } from 'kysely';

export interface EligibilityCompetitionColumns {
  /** 1: every rostered player needs an ID number on file or a valid certificate. */
  requires_identity: Generated<number>;
}
