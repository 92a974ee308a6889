// The report of the rows an import left out: 行号, the list's columns in order, then 问题 with every
// problem of the row.
import { describe, expect, it } from 'vitest';
import { reportTable } from './import-report';

describe('reportTable', () => {
  it('writes each row left out with its line, its values and its problems', () => {
    const table = reportTable({
      list: 'members',
      columns: [
        { key: 'name', label: '姓名' },
        { key: 'phone', label: '手机号' },
      ],
      total: 3,
      created: 1,
      existing: 1,
      leftOut: [
        { line: 2, values: { name: '张三', phone: '123' }, problems: ['手机号格式不正确'] },
        {
          line: 4,
          values: { phone: '13900000001' },
          problems: ['姓名不能为空', '与第 3 行手机号重复'],
        },
      ],
    });
    expect(table).toEqual([
      ['行号', '姓名', '手机号', '问题'],
      ['2', '张三', '123', '手机号格式不正确'],
      ['4', '', '13900000001', '姓名不能为空；与第 3 行手机号重复'],
    ]);
  });
});
