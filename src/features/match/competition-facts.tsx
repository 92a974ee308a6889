// The head of a competition's page: status, dates, place, level, scope, division, the
// registration window (with the way to the entry page while it is open) and the description.
import { Box, Text } from '@chakra-ui/react';
import type { CompetitionDetail } from '../../contract/content-competition';
import { AppLink } from '../../theme/components/app-link';
import { ArticleHtml } from '../../theme/components/article-html';
import { DIVISION_LABELS, MATCH_MESSAGES as M, SCOPE_LABELS, STATUS_LABELS } from './messages';
import { StatusBadge } from './status-badge';

export function CompetitionFacts({ competition: c }: { competition: CompetitionDetail }) {
  const window =
    c.registrationOpens && c.registrationCloses
      ? M.dates(c.registrationOpens, c.registrationCloses)
      : M.registrationUnset;
  const facts: [string, string][] = [
    [M.when, M.dates(c.startDate, c.endDate)],
    [M.where, c.venue ? `${c.city} · ${c.venue}` : c.city],
    [M.levelLabel, c.levelName],
    [M.scopeLabel, SCOPE_LABELS[c.scope]],
    [M.divisionLabel, DIVISION_LABELS[c.division]],
    [M.registration, window],
  ];
  return (
    <Box display="grid" gap="4">
      <Box display="flex" gap="2" flexWrap="wrap" alignItems="center">
        <StatusBadge
          tone={c.status === 'ongoing' ? 'live' : c.status === 'finished' ? 'muted' : 'active'}
        >
          {STATUS_LABELS[c.status]}
        </StatusBadge>
        <StatusBadge tone="muted">{SCOPE_LABELS[c.scope]}</StatusBadge>
      </Box>
      <Box
        as="dl"
        aria-label={M.facts}
        display="grid"
        gridTemplateColumns={{ base: 'auto 1fr', md: 'repeat(3, auto 1fr)' }}
        columnGap="4"
        rowGap="2"
        p={{ base: '4', md: '5' }}
        borderWidth="1px"
        borderColor="border"
        borderRadius="l3"
        bg="bg.subtle"
      >
        {facts.map(([label, value]) => (
          <Box key={label} display="contents">
            <Text as="dt" color="fg.muted" whiteSpace="nowrap">
              {label}
            </Text>
            <Text as="dd">{value}</Text>
          </Box>
        ))}
      </Box>
      {c.status === 'registering' ? (
        <AppLink
          to={`/match/apply?id=${c.id}`}
          color="brand.fg"
          fontWeight="semibold"
          justifySelf="start"
          display="inline-flex"
          alignItems="center"
          minH="11"
        >
          {M.toApply}
        </AppLink>
      ) : null}
      {c.description ? <ArticleHtml html={c.description} /> : null}
    </Box>
  );
}
