// Chinese personal names for the demo people: common surnames, given names of one or two
// characters, never repeated, and never 李明 (the demo player's own name).
import type { Gender } from '../db/schema';
import type { SeededRandom } from './seeded-random';

// Strings split into characters: one character is one surname or one given-name part.
const SURNAMES = [
  ...Array.from(
    '王张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁沈任姚卢姜崔钟谭陆汪范金石廖贾夏',
  ),
  '李',
  '欧阳',
  '司马',
];
const MALE_CHARS = Array.from(
  '伟强磊军洋勇杰涛斌超浩宇鹏辉俊峰凯晨昊博然睿轩泽航宁远哲骏铭子嘉一文志天思成立家',
);
const FEMALE_CHARS = Array.from(
  '静丽敏婷雪琳颖洁欣怡佳悦雨萱彤晴妍瑶琪璐涵诗梦可馨薇蕾若心晓文思安语嘉一',
);

export function createNameMaker(random: SeededRandom) {
  const used = new Set<string>(['李明']);
  return (gender: Gender): string => {
    const chars = gender === 'M' ? MALE_CHARS : FEMALE_CHARS;
    for (;;) {
      const given = random.chance(0.35)
        ? random.pick(chars)
        : `${random.pick(chars)}${random.pick(chars)}`;
      const name = `${random.pick(SURNAMES)}${given}`;
      if (!used.has(name) && given.length > 0 && given[0] !== given[1]) {
        used.add(name);
        return name;
      }
    }
  };
}
