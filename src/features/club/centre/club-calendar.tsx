// The club's calendar feed (docs/calendars.md) below its games: its players subscribe once and
// every move or cancellation reaches their phones. The address is secret; the contact renews it
// when it has gone where it should not, and the old one stops answering.
import { Button, Heading, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { clubApi } from '../../../contract/api/club';
import { callApi } from '../../../lib/api-client';
import { useAccountApi } from '../../../lib/auth/use-account-data';
import { useCurrentUser } from '../../../lib/global-state';
import { useSubmitRefusal } from '../../../lib/forms/use-submit-refusal';
import { toast } from '../../../lib/notify';
import { CalendarSubscribe } from '../../../theme/components/calendar-subscribe';
import { FormRefusal } from '../../../theme/components/form-refusal';
import { TEXT } from '../messages';
import { useOfflineRefusal } from './offline-refusal';

function RenewButton() {
  const [renewing, setRenewing] = useState(false);
  const offline = useOfflineRefusal(TEXT.renewCalendar);
  const submit = useSubmitRefusal();
  const renew = async () => {
    if (!window.confirm(TEXT.renewCalendarConfirm)) return;
    setRenewing(true);
    const done = await submit.run(() =>
      offline.send(() => callApi(clubApi.renewCalendar, { body: {} })),
    );
    setRenewing(false);
    if (done) toast.success(TEXT.calendarRenewed);
  };
  return (
    <Stack gap="2" align="start">
      <Button size="sm" variant="outline" minH="11" loading={renewing} onClick={renew}>
        {TEXT.renewCalendar}
      </Button>
      {offline.note}
      <FormRefusal refusal={submit.refusal} />
    </Stack>
  );
}

export function ClubCalendar() {
  const { user } = useCurrentUser();
  const result = useAccountApi(clubApi.calendar, {});
  if (!result.data) return null;
  return (
    <Stack gap="3" as="section" aria-label={TEXT.calendar}>
      <Heading as="h3" size="md">
        {TEXT.calendar}
      </Heading>
      <CalendarSubscribe path={result.data.path}>
        {user?.type === 'contact' ? <RenewButton /> : null}
      </CalendarSubscribe>
    </Stack>
  );
}
