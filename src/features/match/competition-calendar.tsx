// 订阅赛程日历 under a competition's schedule: its public feed (docs/calendars.md), folded away so
// the schedule stays the first thing on a phone.
import { Box } from '@chakra-ui/react';
import { calendarsApi } from '../../contract/api/calendars';
import { CalendarSubscribe } from '../../theme/components/calendar-subscribe';
import { MATCH_MESSAGES as M } from './messages';

export function CompetitionCalendar({ competitionId }: { competitionId: number }) {
  return (
    <Box as="details" fontSize="sm">
      <Box as="summary" cursor="pointer" color="brand.fg" mb="2">
        {M.calendar}
      </Box>
      <CalendarSubscribe path={`${calendarsApi.competition.path}?id=${competitionId}`} />
    </Box>
  );
}
