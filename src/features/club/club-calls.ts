// The club section's calls. Reads go through useSwr, so what was read once (or warmed ahead, see
// club-warm) opens again offline; writes go through the one ky client.
import type {
  Club,
  RegisterClubBody,
  RegisterCompetitionBody,
  Registration,
  UpdateClubBody,
} from '../../contract/club';
import { apiPost } from '../../lib/api-client';

export const CLUB_URL = '/api/club/mine';
export const MEMBERS_URL = '/api/club/members';
export const INVITATIONS_URL = '/api/club/invitations';
export const LEAVE_REQUESTS_URL = '/api/club/leave-requests';
export const COMPETITIONS_URL = '/api/club/competitions';
export const registrationUrl = (id: number) => `/api/club/registrations/${id}`;
/** The club's games of today and the next days (a contact's club, or the club a player plays for). */
export const CLUB_GAMES_URL = '/api/club/games';
/** One game: both rosters, field, time and the latest score. */
export const gameUrl = (id: number) => `/api/games/${id}`;
/** A club's public page: its profile and active roster. */
export const clubDetailUrl = (id: number) => `/api/clubs/${id}`;

export const registerClub = (body: RegisterClubBody) => apiPost<Club>('/api/club/register', body);
export const updateClub = (body: UpdateClubBody) => apiPost<Club>('/api/club/update', body);

export const invitePlayer = (phone: string, number: number | null) =>
  apiPost<{ membershipId: number }>('/api/club/invite', { phone, number });

export const approveLeave = (membershipId: number) =>
  apiPost<unknown>('/api/club/leave/approve', { membershipId });
export const declineLeave = (membershipId: number) =>
  apiPost<unknown>('/api/club/leave/decline', { membershipId });

export const registerForCompetition = (competitionId: number, body: RegisterCompetitionBody) =>
  apiPost<Registration>(`/api/club/competitions/${competitionId}/register`, body);
