// A competition's phases as the server reads them from its dates, kept free of zod: the match
// pages' filters name them on the first load of a competition's page, which needs no schema.

/** Where a competition stands on the server's today: registering is "registration window open". */
export const COMPETITION_STATUSES = ['registering', 'upcoming', 'ongoing', 'finished'] as const;
export type CompetitionStatus = (typeof COMPETITION_STATUSES)[number];
