// The Chinese of the ID number's calls (docs/membership.md, "ID numbers").
export const MSG = {
  idNumberShape: '身份证号码应为 18 位：17 位数字加 1 位数字或 X',
  idNumberBirthDate: '身份证号码中的出生日期无效',
  idNumberChecksum: '身份证号码校验位不正确，请核对后重新输入',
  idNumberSaved: '身份证号码已保存',
  noKey: '服务器未设置身份证号码加密密钥（ID_NUMBER_KEY），暂不能保存身份证号码',
  keyMissingAtStart:
    '数据库中已有加密保存的身份证号码，必须设置环境变量 ID_NUMBER_KEY（启动时的同一把密钥）才能启动',
  keyWrongAtStart: '环境变量 ID_NUMBER_KEY 无法解密数据库中已保存的身份证号码：密钥与保存时的不同',
  insuranceExported: (competition: string, count: number) =>
    `导出保险名单：${competition}（${count} 人，含完整身份证号码）`,
} as const;
