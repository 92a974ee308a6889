// The sport page editor's values as strings, the body they send, and the contract's rules.
import type { AdminSport, SportBody } from '../../../contract/admin-pages';
import type { FormRules } from '../../../lib/forms/validate-form';

export type SportField = 'name' | 'summary' | 'image' | 'sort' | 'content';

export const sportValues = (page?: AdminSport): Record<SportField, string> => ({
  name: page?.name ?? '',
  summary: page?.summary ?? '',
  image: page?.image ?? '',
  sort: page === undefined ? '0' : String(page.sort),
  content: page?.content ?? '',
});

export const sportBody = (values: Record<SportField, string>): SportBody => ({
  ...values,
  // Left out when empty, so the rule asks for it.
  sort: (values.sort === '' ? undefined : Number(values.sort)) as number,
});

export const SPORT_RULES: FormRules<SportField> = {
  schema: () => import('../../../contract/admin-pages').then((c) => c.sportBody),
  body: sportBody,
};

export const UNTRIMMED_SPORT_FIELDS: readonly SportField[] = ['content'];
