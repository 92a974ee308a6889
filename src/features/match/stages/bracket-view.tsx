// A bracket stage round by round (bracket-layout.ts): on a phone the rounds stand one under the
// other, so the page never scrolls sideways; from the md breakpoint they are columns side by side,
// and a bracket wider than the page scrolls inside its own box.
import { Box, Heading } from '@chakra-ui/react';
import type { StageGame } from '../../../contract/championship';
import { bracketColumns } from './bracket-layout';
import { StageGameCard } from './stage-game-card';
import { STAGE_MESSAGES as M } from './stage-messages';

export function BracketView({
  games,
  stage,
  label,
}: {
  games: readonly StageGame[];
  stage: number;
  label: string;
}) {
  const columns = bracketColumns(games, stage);
  if (columns.length === 0) return null;
  return (
    <Box
      role="region"
      aria-label={label}
      tabIndex={0}
      overflowX={{ base: 'visible', md: 'auto' }}
      maxW="full"
      className="bracket"
    >
      <Box
        display={{ base: 'grid', md: 'flex' }}
        gap="4"
        alignItems="stretch"
        pb={{ base: '0', md: '2' }}
      >
        {columns.map((column) => (
          <Box
            key={column.round}
            as="section"
            aria-label={column.title}
            display="flex"
            flexDirection="column"
            gap="2"
            flex={{ md: '0 0 15rem' }}
            className="bracket-round"
          >
            <Heading as="h4" size="sm" color="fg.muted">
              {M.roundGames(column.title, column.games.length)}
            </Heading>
            <Box
              as="ul"
              display="flex"
              flexDirection="column"
              justifyContent={{ md: 'space-around' }}
              flex="1"
              gap="2"
            >
              {column.games.map((game) => (
                <StageGameCard key={game.number} game={game} />
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
