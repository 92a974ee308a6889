export declare function seedDay(
  databaseUrl: string,
  games: number,
  password: string,
): Promise<{ competitionId: number; today: string; games: { gameId: number; phone: string }[] }>;
export declare function storedEvents(
  databaseUrl: string,
  gameIds: number[],
): Promise<{ id: string; gameId: number; kind: string }[]>;
