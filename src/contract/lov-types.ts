// The eight list-of-values types the pages read, kept free of zod for the first page load.

export const LOV_TYPES = [
  'COOPERATOR_TYPE',
  'CERTIFICATE_TYPE',
  'COMPETITION_LEVEL',
  'GLOBAL_CONFIG',
  'COOPERATOR_IMAGE_HEIGHT',
  'COM_COOPERATOR_TYPE',
  'GLOBAL_IMAGE_LINK',
  'COMPETITION_COOPERATOR',
] as const;
export type LovType = (typeof LOV_TYPES)[number];

export interface LovItem {
  type: string;
  value: string;
  name: string;
}
