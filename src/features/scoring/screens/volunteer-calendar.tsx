// 订阅我的记分赛程: the volunteer's calendar feed (docs/calendars.md), the games staff gave them,
// which their phone's calendar keeps up to date as games move. Folded at the foot of the list: the
// games come first at the field. Staff score any game and have no feed of their own. The address
// is read straight from the server, not through the HTTP cache: a calendar subscribes online, so a
// kept address is of no use offline, where the fold is simply not shown.
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { scoringApi } from '../../../contract/api/scoring';
import type { FeedAddress } from '../../../contract/calendars';
import { callApi } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { useCurrentUser } from '../../../lib/global-state';
import { CalendarSubscribe } from '../../../theme/components/calendar-subscribe';
import { MSG } from '../messages';

const quiet = { silent: true, redirectOnUnauthorized: false } as const;

export function VolunteerCalendar() {
  const { user } = useCurrentUser();
  const volunteer = user?.type === 'volunteer';
  const [address, setAddress] = useState<FeedAddress | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!volunteer) return undefined;
    let current = true;
    callApi(scoringApi.calendar, {}, quiet).then(
      (answer) => current && setAddress(answer),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [volunteer]);
  if (!volunteer || !address) return null;

  const renew = async () => {
    if (!window.confirm(MSG.renewCalendarConfirm)) return;
    setBusy(true);
    setProblem(null);
    try {
      setAddress(await callApi(scoringApi.renewCalendar, {}, quiet));
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
        <CalendarSubscribe path={address.path}>
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
