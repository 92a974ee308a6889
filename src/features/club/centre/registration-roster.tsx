// The roster of one registration, read through the SWR cache so it opens offline once seen.
import type { ReactNode } from 'react';
import { clubApi } from '../../../contract/api/club';
import type { Registration } from '../../../contract/club';
import { useApi } from '../../../lib/api-read';
import { DataState } from '../../../theme/components/data-state';
import { GENDER_LABEL, TEXT } from '../messages';
import { RosterTable } from './roster-table';

type Player = Registration['players'][number];

const COLUMNS = [
  { header: TEXT.number, cell: (p: Player) => p.number ?? '—' },
  { header: TEXT.memberName, cell: (p: Player) => p.name },
  { header: TEXT.gender, cell: (p: Player) => (p.gender ? GENDER_LABEL[p.gender] : '—') },
];

export interface RegistrationRosterProps {
  registrationId: number;
  children?: (registration: Registration) => ReactNode;
}

export function RegistrationRoster({ registrationId, children }: RegistrationRosterProps) {
  const result = useApi(clubApi.registration, { params: { id: registrationId } });
  return (
    <DataState result={result} isEmpty={() => false}>
      {(registration) => (
        <>
          <RosterTable
            caption={TEXT.rosterOf(registration.competition.name)}
            rows={registration.players}
            rowKey={(p) => p.userId}
            columns={COLUMNS}
          />
          {children?.(registration)}
        </>
      )}
    </DataState>
  );
}
