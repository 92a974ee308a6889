// The ID number's rules (GB 11643) on the standard's own examples, its mask, and the cipher:
// a sealed number opens only with its key and only unaltered.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { maskSecrets } from '../../../http/log-options';
import { createIdNumberCipher } from './id-number-cipher';
import { maskIdNumber, readIdNumber } from './id-number';

const TODAY = '2026-11-29';

describe('readIdNumber', () => {
  it('reads valid numbers with their birth dates, a lower-case x and spaces accepted', () => {
    expect(readIdNumber('11010519491231002X', TODAY)).toEqual({
      ok: true,
      idNumber: '11010519491231002X',
      birthDate: '1949-12-31',
    });
    expect(readIdNumber(' 11010519491231002x ', TODAY)).toMatchObject({ ok: true });
    expect(readIdNumber('440524188001010014', TODAY)).toMatchObject({
      ok: true,
      birthDate: '1880-01-01',
    });
    expect(readIdNumber('330106199003071236', TODAY)).toMatchObject({
      ok: true,
      birthDate: '1990-03-07',
    });
  });

  it('refuses a wrong check character, a wrong shape and a date that is not real', () => {
    expect(readIdNumber('330106199003071235', TODAY)).toEqual({
      ok: false,
      message: '身份证号码校验位不正确，请核对后重新输入',
    });
    for (const shape of [
      '3301061990030712',
      '33010619900307123Y',
      '３３０１０６１９９００３０７１２３６',
    ]) {
      expect(readIdNumber(shape, TODAY)).toEqual({
        ok: false,
        message: '身份证号码应为 18 位：17 位数字加 1 位数字或 X',
      });
    }
    // 1990-02-30 does not exist; 2030 has not come; both with a correct check character.
    for (const date of ['330106199002301239', '330106203001011239']) {
      expect(readIdNumber(date, TODAY)).toEqual({
        ok: false,
        message: '身份证号码中的出生日期无效',
      });
    }
  });

  it('masks all but the first four and the last four, as screens and logs show it', () => {
    expect(maskIdNumber('330106199003071236')).toBe('3301**********1236');
    expect(maskSecrets('id 330106199003071236 and 11010519491231002X')).toBe(
      'id 3301**********1236 and 1101**********002X',
    );
  });
});

describe('the ID number cipher', () => {
  it('opens what it sealed, never shows the digits, and refuses another key or an altered value', () => {
    const cipher = createIdNumberCipher(randomBytes(32));
    const sealed = cipher.seal('330106199003071236');
    expect(sealed).toMatch(/^v1:/);
    expect(sealed).not.toContain('1990');
    expect(cipher.seal('330106199003071236')).not.toBe(sealed);
    expect(cipher.open(sealed)).toBe('330106199003071236');
    expect(() => createIdNumberCipher(randomBytes(32)).open(sealed)).toThrow();
    const bytes = Buffer.from(sealed.slice(3), 'base64');
    const last = bytes.length - 1;
    bytes.writeUInt8(bytes.readUInt8(last) ^ 1, last);
    expect(() => cipher.open(`v1:${bytes.toString('base64')}`)).toThrow();
  });
});
