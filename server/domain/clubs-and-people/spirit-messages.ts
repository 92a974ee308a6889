// The Chinese messages of the spirit-score calls (docs/competitions.md, "Spirit scores").
export const SPIRIT_MSG = {
  game: '比赛',
  competition: '赛事',
  noClub: '您不是俱乐部联系人，也未被指定为任何赛事的精神分队长',
  notYourGame: '只能为本队参加的比赛填写精神分',
  notFinished: '比赛结束后才能填写精神分',
  noOpponentClub: '对手不是在册俱乐部，无法填写精神分',
  closed: (deadline: string) => `精神分已于 ${deadline} 截止，不能再提交或修改`,
  idTaken: '提交编号已被其他精神分使用，请刷新后重试',
  saved: '精神分已提交',
  contactOnly: '只有俱乐部联系人可以指定精神分队长',
  notEntered: '本俱乐部没有通过审核的该赛事报名',
  notOnRoster: '精神分队长须为本队该赛事报名名单中的球员',
  captainNamed: (name: string) => `已指定${name}为精神分队长`,
  captainCleared: '已取消精神分队长，由联系人填写',
} as const;
