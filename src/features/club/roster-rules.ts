// The division rules of a competition roster, checked while the contact picks players so the
// counts and what is missing show live. The server checks the same rules again on submit.
import type { ClubCompetition } from '../../contract/club';

export interface RosterPick {
  userId: number;
  gender: 'M' | 'F' | null;
}

export interface RosterCheck {
  total: number;
  men: number;
  women: number;
  /** What keeps the roster from being sent, in Chinese; empty when it may be sent. */
  problems: string[];
}

type Rules = Pick<ClubCompetition, 'division' | 'minMale' | 'minFemale' | 'maxRoster'>;

/** Whether a player of this gender may be on a roster of the division at all. */
export function fitsDivision(division: Rules['division'], gender: RosterPick['gender']): boolean {
  if (division === 'MALE') return gender === 'M';
  if (division === 'FEMALE') return gender === 'F';
  return true;
}

export function checkRoster(rules: Rules, picks: readonly RosterPick[]): RosterCheck {
  const men = picks.filter((pick) => pick.gender === 'M').length;
  const women = picks.filter((pick) => pick.gender === 'F').length;
  const total = picks.length;
  const problems: string[] = [];
  if (total === 0) problems.push('请至少选择一名参赛球员');
  if (total > rules.maxRoster) problems.push(`参赛名单不能超过 ${rules.maxRoster} 人`);
  if (rules.division === 'MIX') {
    if (men < rules.minMale) problems.push(`还差 ${rules.minMale - men} 名男球员`);
    if (women < rules.minFemale) problems.push(`还差 ${rules.minFemale - women} 名女球员`);
  } else if (picks.some((pick) => !fitsDivision(rules.division, pick.gender))) {
    problems.push(rules.division === 'MALE' ? '男子组只能报名男球员' : '女子组只能报名女球员');
  }
  return { total, men, women, problems };
}
