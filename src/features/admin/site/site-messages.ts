// The Chinese of 站点设置 (src/features/admin/site). Field rules and their messages are the
// contract's (src/contract/admin-site.ts).
import type { EditableLovType } from '../../../contract/editable-lov-types';

export const SITE_MESSAGES = {
  title: '站点设置',
  sections: '站点设置分类',
  basic: '基本信息',
  banners: '首页横幅',
  cooperators: '合作伙伴',
  links: '快捷链接',
  contact: '联系方式',
  lovs: '数据字典',

  siteName: '站点名称',
  logo: '标志图片',
  logoHint: '页眉显示的标志；留空则显示站点名称',
  slogan: '口号',
  icp: '备案信息',
  phone: '联系电话',
  email: '电子邮箱',
  address: '地址',
  save: '保存',
  saving: '正在保存…',
  saved: '已保存',

  create: '新建',
  edit: '编辑',
  remove: '删除',
  confirmRemove: (name: string) => `确定删除「${name}」吗？`,
  confirm: '确定删除',
  cancel: '取消',
  moveUp: '上移',
  moveDown: '下移',
  moveUpOf: (name: string) => `上移「${name}」`,
  moveDownOf: (name: string) => `下移「${name}」`,
  editOf: (name: string) => `编辑「${name}」`,
  removeOf: (name: string) => `删除「${name}」`,
  empty: '还没有内容，点「新建」添加',
  newItem: (what: string) => `新建${what}`,
  editItem: (what: string) => `编辑${what}`,

  banner: '横幅',
  bannerImage: '横幅图片',
  bannerTitle: '横幅标题',
  bannerUrl: '横幅链接',
  linkHint: '站内路径（如 /match）或 http(s) 网址',
  imageHint: '在下方上传图片，或填写站内路径、http(s) 网址',
  uploadImage: (label: string) => `上传${label}`,

  cooperator: '合作伙伴',
  cooperatorName: '单位名称',
  cooperatorType: '合作类型',
  cooperatorLogo: '标志图片',
  cooperatorUrl: '单位网址',
  chooseType: '请选择合作类型',
  noTypes: '还没有合作类型，请先在「数据字典」的「合作类型」中添加',

  link: '快捷链接',
  linkName: '链接名称',
  linkUrl: '链接地址',

  lovType: '数据字典类型',
  lovEntry: '取值',
  lovValue: '取值',
  lovName: '名称',
  inUse: '在用',
  inUseHint: '有记录在用此取值：可以改名称，不能删除或修改取值',
} as const;

/** What each editable list of values holds, for the 数据字典 picker. */
export const LOV_TYPE_NAMES: Record<EditableLovType, string> = {
  COOPERATOR_TYPE: '合作类型',
  CERTIFICATE_TYPE: '证书等级',
  COMPETITION_LEVEL: '赛事级别',
  GLOBAL_CONFIG: '全局配置',
  COOPERATOR_IMAGE_HEIGHT: '合作单位标志高度',
  COM_COOPERATOR_TYPE: '赛事合作类型',
  COMPETITION_COOPERATOR: '赛事合作单位',
};
