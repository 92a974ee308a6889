// The Chinese names of the WFDF Spirit of the Game categories and of the 0–4 marks, shared by the
// club centre's form, the competition page's standings and the console, so all say the same.
import type { SpiritCategory } from './spirit-standings';

export const SPIRIT_CATEGORY_LABEL: Record<SpiritCategory, string> = {
  rules: '规则知识与运用',
  fouls: '犯规与身体接触',
  fairness: '公正心态',
  attitude: '积极态度与自控',
  communication: '沟通',
};

/** WFDF's words for each mark, 0 to 4. */
export const SPIRIT_MARK_LABEL = ['差', '不太好', '好', '很好', '极好'] as const;
