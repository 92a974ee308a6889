// Zod's messages for the rules a schema gives no message of its own (a body that is not an object,
// a field of the wrong type in a nested list…), in the project's words rather than zod's
// 「无效输入：期望 object，实际接收 string」. Schemas' own messages always win over these.
import type { z } from 'zod';

type Issue = z.core.$ZodRawIssue;

const TYPE_NAMES: Record<string, string> = {
  object: 'JSON 对象',
  record: '对象',
  array: '列表',
  string: '文字',
  number: '数字',
  int: '整数',
  boolean: 'true 或 false',
};

function subject(issue: Issue): string {
  const path = (issue.path ?? []).map(String).join('.');
  return path === '' ? '请求内容' : `参数 ${path} `;
}

function sizeMessage(issue: Issue, bound: 'min' | 'max'): string {
  const limit = Number(bound === 'min' ? issue.minimum : issue.maximum);
  const what = subject(issue);
  switch (issue.origin) {
    case 'string':
      return bound === 'min' ? `${what}不能少于 ${limit} 个字` : `${what}不能超过 ${limit} 个字`;
    case 'array':
    case 'set':
      return bound === 'min' ? `${what}至少要有 ${limit} 项` : `${what}最多只能有 ${limit} 项`;
    default:
      return bound === 'min' ? `${what}不能小于 ${limit}` : `${what}不能大于 ${limit}`;
  }
}

export function validationMessage(issue: Issue): string {
  const what = subject(issue);
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined && (issue.path ?? []).length > 0) return `缺少${what.trim()}`;
      const expected = TYPE_NAMES[String(issue.expected)];
      if (!expected) return `${what}的类型不正确`;
      return `${what}应为${/^[A-Za-z]/.test(expected) ? ' ' : ''}${expected}`;
    }
    case 'too_small':
      return sizeMessage(issue, 'min');
    case 'too_big':
      return sizeMessage(issue, 'max');
    case 'unrecognized_keys':
      return `${what}包含不支持的字段：${issue.keys.join('、')}`;
    case 'invalid_value':
      return `${what}的取值不在允许的范围内`;
    default:
      return `${what}格式不正确`;
  }
}
