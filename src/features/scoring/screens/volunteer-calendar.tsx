// 订阅我的记分赛程: the volunteer's calendar feed (docs/calendars.md), the games staff gave them,
// which their phone's calendar keeps up to date as games move. Folded at the foot of the list: the
// games come first at the field. Staff score any game and have no feed of their own.
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { scoringApi } from '../../../contract/api/scoring';
import { callApi } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-read';
import { isApiError } from '../../../lib/api-error';
import { useCurrentUser } from '../../../lib/global-state';
import { CalendarSubscribe } from '../../../theme/components/calendar-subscribe';
import { MSG } from '../messages';

const quiet = { silent: true, redirectOnUnauthorized: false } as const;

export function VolunteerCalendar() {
  const { user } = useCurrentUser();
  const volunteer = user?.type === 'volunteer';
  const address = useApi(scoringApi.calendar, volunteer ? {} : null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!volunteer || !address.data) return null;

  const renew = async () => {
    if (!window.confirm(MSG.renewCalendarConfirm)) return;
    setBusy(true);
    setProblem(null);
    try {
      await callApi(scoringApi.renewCalendar, {}, quiet);
    } catch (error) {
      setProblem(isApiError(error) ? error.message : MSG.renewCalendarOffline);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box as="details" bg="bg" p="4" borderRadius="l3" shadow="sm">
      <Box as="summary" cursor="pointer" fontWeight="bold">
        {MSG.calendar}
      </Box>
      <Stack gap="3" mt="3">
        <CalendarSubscribe path={address.data.path}>
          <Button size="lg" variant="outline" alignSelf="start" loading={busy} onClick={renew}>
            {MSG.renewCalendar}
          </Button>
          {problem ? (
            <Text role="alert" color="red.fg" fontWeight="medium">
              {problem}
            </Text>
          ) : null}
        </CalendarSubscribe>
      </Stack>
    </Box>
  );
}
