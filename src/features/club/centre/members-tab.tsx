// The club's roster with each member's certificates. Read through the SWR cache and warmed at
// sign-in, so a contact at a field without signal sees it even if they never opened it.
import { clubApi } from '../../../contract/api/club';
import type { ClubMember } from '../../../contract/club';
import { useAccountApi } from '../../../lib/auth/use-account-data';
import { useLov } from '../../../lib/global-state';
import { DataState } from '../../../theme/components/data-state';
import { CERTIFICATE_KIND_LABEL, GENDER_LABEL, MEMBER_STATUS_LABEL, TEXT } from '../messages';
import { RosterTable } from './roster-table';

export const MEMBER_COLUMNS = [
  { header: TEXT.number, cell: (m: ClubMember) => m.number ?? '—' },
  { header: TEXT.memberName, cell: (m: ClubMember) => m.name },
  { header: TEXT.gender, cell: (m: ClubMember) => (m.gender ? GENDER_LABEL[m.gender] : '—') },
  { header: TEXT.memberStatus, cell: (m: ClubMember) => MEMBER_STATUS_LABEL[m.status] },
] as const;

export function MembersTab() {
  const result = useAccountApi(clubApi.members, {});
  const levels = useLov('CERTIFICATE_TYPE');
  const certificatesOf = (member: ClubMember) =>
    member.certificates
      .map(
        ({ kind, level }) =>
          `${levels.find((item) => item.value === level)?.name ?? level}${CERTIFICATE_KIND_LABEL[kind]}`,
      )
      .join('、') || '—';
  return (
    <DataState result={result} empty={TEXT.noMembers}>
      {(members) => (
        <RosterTable
          caption={TEXT.rosterCaption(members.length)}
          rows={members}
          rowKey={(m) => m.membershipId}
          columns={[
            ...MEMBER_COLUMNS,
            { header: TEXT.certificates, cell: certificatesOf },
            { header: TEXT.seasonStatus, cell: (m: ClubMember) => m.seasonStatus },
            { header: TEXT.phone, cell: (m: ClubMember) => m.phone },
          ]}
        />
      )}
    </DataState>
  );
}
