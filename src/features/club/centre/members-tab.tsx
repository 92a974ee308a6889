// The club's roster. Read through the SWR cache, so a contact at a field without signal still
// sees the roster they opened before.
import type { ClubMember } from '../../../contract/club';
import { useAccountData } from '../../../lib/auth/use-account-data';
import { DataState } from '../../../theme/components/data-state';
import { MEMBERS_URL } from '../club-calls';
import { GENDER_LABEL, MEMBER_STATUS_LABEL, TEXT } from '../messages';
import { RosterTable } from './roster-table';

export const MEMBER_COLUMNS = [
  { header: TEXT.number, cell: (m: ClubMember) => m.number ?? '—' },
  { header: TEXT.memberName, cell: (m: ClubMember) => m.name },
  { header: TEXT.gender, cell: (m: ClubMember) => (m.gender ? GENDER_LABEL[m.gender] : '—') },
  { header: TEXT.memberStatus, cell: (m: ClubMember) => MEMBER_STATUS_LABEL[m.status] },
] as const;

export function MembersTab() {
  const result = useAccountData<ClubMember[]>(MEMBERS_URL);
  return (
    <DataState result={result} empty={TEXT.noMembers}>
      {(members) => (
        <RosterTable
          caption={TEXT.rosterCaption(members.length)}
          rows={members}
          rowKey={(m) => m.membershipId}
          columns={[...MEMBER_COLUMNS, { header: TEXT.phone, cell: (m: ClubMember) => m.phone }]}
        />
      )}
    </DataState>
  );
}
