// The Chinese wording of every roster rule, shown live by the club centre's roster picker and
// answered by the server when a roster breaks a rule, so both say the same thing.
import type { Division } from '../division';

const GENDER_WORD = { M: '男', F: '女' } as const;

export const ROSTER_MSG = {
  empty: '请至少选择一名参赛球员',
  duplicatePlayer: '参赛名单中有重复的球员',
  duplicateNumber: '参赛名单中有重复的背号',
  tooLong: (max: number) => `参赛名单不能超过 ${max} 人`,
  tooShort: (min: number) => `参赛名单至少需要 ${min} 人`,
  /** States the division's minimums and what the roster still lacks of each. */
  mixedMinimums: (minMale: number, minFemale: number, lackMen: number, lackWomen: number) => {
    const lacks = [
      lackMen > 0 ? `${lackMen} 名${GENDER_WORD.M}球员` : '',
      lackWomen > 0 ? `${lackWomen} 名${GENDER_WORD.F}球员` : '',
    ].filter(Boolean);
    return `混合组名单至少需要 ${minMale} 名男球员和 ${minFemale} 名女球员，还差 ${lacks.join('和 ')}`;
  },
  wrongGender: (division: Exclude<Division, 'MIX'>, name: string) =>
    `${division === 'MALE' ? '男子组只能报名男球员' : '女子组只能报名女球员'}：${name}不符合`,
} as const;
