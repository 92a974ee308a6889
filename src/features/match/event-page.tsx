// An event of several divisions (/match/event?id=, docs/competitions.md "Events and divisions"):
// its name, dates and place, and a tab per division. The tabs are links (SubNav), the division in
// the URL (`competitionId`), so the server renders the chosen one, each can be shared, and a tab
// opens offline from the cache. The division's schedule and standings are its competition's own
// answer (event-division.tsx).
import { Stack, Text } from '@chakra-ui/react';
import { eventsApi } from '../../contract/api/events';
import type { PublicEvent } from '../../contract/events';
import { useApi } from '../../lib/api-read';
import { FactsList } from '../../theme/components/facts-list';
import { PageShell } from '../../theme/components/page-shell';
import { useQueryId } from '../../theme/components/record-id';
import { RecordState } from '../../theme/components/record-state';
import { StandaloneLink } from '../../theme/components/standalone-link';
import { SubNav } from '../../theme/components/sub-nav';
import { usePageMeta } from '../../theme/use-page-meta';
import { EventDivision } from './event-division';
import { DIVISION_LABELS, MATCH_MESSAGES as M } from './messages';

/** A tab's name: the division, or the competition's own name when two share a division. */
function tabLabels(event: PublicEvent): Map<number, string> {
  const count = (division: string) => event.divisions.filter((d) => d.division === division).length;
  return new Map(
    event.divisions.map((d) => [
      d.competitionId,
      count(d.division) > 1 ? d.name : DIVISION_LABELS[d.division],
    ]),
  );
}

function EventView({ event, chosen }: { event: PublicEvent; chosen: number | undefined }) {
  const current = event.divisions.find((d) => d.competitionId === chosen) ?? event.divisions[0];
  const labels = tabLabels(event);
  if (!current) return <Text>{M.eventNoDivision}</Text>;
  return (
    <Stack gap="6">
      <FactsList
        facts={[
          [M.when, M.dates(event.startDate, event.endDate)],
          [M.where, [event.city, event.venue].filter(Boolean).join(' · ')],
        ]}
        label={M.facts}
        columns={2}
        panel
      />
      <SubNav
        label={M.eventDivisions}
        items={event.divisions.map((d) => ({
          label: labels.get(d.competitionId) ?? d.name,
          to: `/match/event?id=${event.id}&competitionId=${d.competitionId}`,
          active: d.competitionId === current.competitionId,
        }))}
      />
      <EventDivision key={current.competitionId} division={current} />
    </Stack>
  );
}

export function EventPage() {
  const id = useQueryId();
  const chosen = useQueryId('competitionId');
  const result = useApi(eventsApi.detail, id === undefined ? null : { params: { id } });
  const event = result.data;
  usePageMeta(event ? M.eventDescription(event.name) : M.listDescription);
  return (
    <PageShell title={event?.name}>
      <StandaloneLink to="/match">{M.backToList}</StandaloneLink>
      <RecordState named={id !== undefined} missing={M.eventMissingId} result={result}>
        {(data) => <EventView event={data} chosen={chosen} />}
      </RecordState>
    </PageShell>
  );
}
