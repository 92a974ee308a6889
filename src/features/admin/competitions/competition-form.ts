// The competition editor's values as strings, the body they send, and the contract's rules that
// check it (competitionBody), so the form refuses exactly what the server would. The documents
// travel as JSON text in one value, as the form holds strings only.
import type {
  AdminCompetition,
  CompetitionBody,
  CompetitionDocument,
} from '../../../contract/admin-competitions';
import type { FormRules } from '../../../lib/forms/validate-form';

export type CompetitionField =
  | 'name'
  | 'level'
  | 'scope'
  | 'division'
  | 'startDate'
  | 'endDate'
  | 'city'
  | 'venue'
  | 'registrationOpens'
  | 'registrationCloses'
  | 'minRoster'
  | 'maxRoster'
  | 'minMale'
  | 'minFemale'
  | 'fee'
  | 'documents'
  | 'phase'
  | 'forfeitPoints'
  | 'spiritDeadline'
  | 'cover'
  | 'description';

/** A new competition starts from these, so the four facts a person must give are enough to save. */
const NEW_COMPETITION = {
  scope: 'national',
  division: 'MIX',
  minRoster: '0',
  maxRoster: '30',
  minMale: '0',
  minFemale: '0',
  forfeitPoints: '15',
} as const;

export const competitionValues = (
  competition?: AdminCompetition,
): Record<CompetitionField, string> => ({
  name: competition?.name ?? '',
  level: competition?.level ?? '',
  scope: competition?.scope ?? NEW_COMPETITION.scope,
  division: competition?.division ?? NEW_COMPETITION.division,
  startDate: competition?.startDate ?? '',
  endDate: competition?.endDate ?? '',
  city: competition?.city ?? '',
  venue: competition?.venue ?? '',
  registrationOpens: competition?.registrationOpens ?? '',
  registrationCloses: competition?.registrationCloses ?? '',
  minRoster: String(competition?.minRoster ?? NEW_COMPETITION.minRoster),
  maxRoster: String(competition?.maxRoster ?? NEW_COMPETITION.maxRoster),
  minMale: String(competition?.minMale ?? NEW_COMPETITION.minMale),
  minFemale: String(competition?.minFemale ?? NEW_COMPETITION.minFemale),
  fee: competition?.fee ?? '',
  documents: JSON.stringify(
    (competition?.documents ?? []).map(({ uploadId, fileName }) => ({ uploadId, fileName })),
  ),
  phase: competition?.phaseOverride ?? '',
  forfeitPoints: String(competition?.forfeitPoints ?? NEW_COMPETITION.forfeitPoints),
  spiritDeadline: competition?.spiritDeadline ?? '',
  cover: competition?.cover ?? '',
  description: competition?.description ?? '',
});

export const documentsOf = (text: string): CompetitionDocument[] =>
  text === '' ? [] : (JSON.parse(text) as CompetitionDocument[]);

/** An empty number field is left out, so the rule asks for it; anything else is sent as typed. */
const numberOf = (text: string) => (text === '' ? undefined : Number(text)) as number;

export function competitionBody(values: Record<CompetitionField, string>): CompetitionBody {
  const mixed = values.division === 'MIX';
  return {
    ...values,
    scope: values.scope as CompetitionBody['scope'],
    division: values.division as CompetitionBody['division'],
    phase: values.phase as CompetitionBody['phase'],
    minRoster: numberOf(values.minRoster),
    maxRoster: numberOf(values.maxRoster),
    // The gender minimums are asked only of a mixed competition.
    minMale: mixed ? numberOf(values.minMale) : 0,
    minFemale: mixed ? numberOf(values.minFemale) : 0,
    forfeitPoints: numberOf(values.forfeitPoints),
    documents: documentsOf(values.documents),
  };
}

export const COMPETITION_RULES: FormRules<CompetitionField> = {
  schema: () => import('../../../contract/admin-competitions').then((c) => c.competitionBody),
  body: competitionBody,
};

/** Kept as typed: the description's markup is the editor's, the documents are JSON. */
export const UNTRIMMED_COMPETITION_FIELDS: readonly CompetitionField[] = [
  'description',
  'documents',
];
