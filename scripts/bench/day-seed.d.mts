export declare function seedDay(
  databaseUrl: string,
  games: number,
  password: string,
  movable?: number,
): Promise<{
  competitionId: number;
  today: string;
  games: { gameId: number; phone: string }[];
  movableGames: number[];
}>;
export declare function storedEvents(
  databaseUrl: string,
  gameIds: number[],
): Promise<{ id: string; gameId: number; kind: string }[]>;
export declare function movesWritten(
  databaseUrl: string,
  since: string,
): Promise<{ messages: number; emails: Record<string, number> }>;
