// The head of a competition's page: status, dates, place, level, scope, division, the
// registration window (with the way to the entry page while it is open), the fee, the documents
// to download and the description.
import { Box, Link } from '@chakra-ui/react';
import type { CompetitionDetail } from '../../contract/content-competition';
import { withBase } from '../../lib/base-url';
import { ArticleHtml } from '../../theme/components/article-html';
import { FactsList, type Fact } from '../../theme/components/facts-list';
import { StandaloneLink } from '../../theme/components/standalone-link';
import { DIVISION_LABELS, MATCH_MESSAGES as M, SCOPE_LABELS, STATUS_LABELS } from './messages';
import { StatusBadge } from './status-badge';

export function CompetitionFacts({ competition: c }: { competition: CompetitionDetail }) {
  const window =
    c.registrationOpens && c.registrationCloses
      ? M.dates(c.registrationOpens, c.registrationCloses)
      : M.registrationUnset;
  const facts: Fact[] = [
    [M.when, M.dates(c.startDate, c.endDate)],
    [M.where, [c.city, c.venue].filter(Boolean).join(' · ')],
    [M.levelLabel, c.levelName],
    [M.scopeLabel, SCOPE_LABELS[c.scope]],
    [M.divisionLabel, DIVISION_LABELS[c.division]],
    [M.registration, window],
    ...(c.fee ? [[M.feeLabel, c.fee] satisfies Fact] : []),
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
      <FactsList facts={facts} label={M.facts} columns={3} panel />
      {c.status === 'registering' ? (
        <StandaloneLink to={`/match/apply?id=${c.id}`} fontWeight="semibold">
          {M.toApply}
        </StandaloneLink>
      ) : null}
      {c.documents.length > 0 ? (
        <Box as="section" aria-label={M.documents}>
          <Box as="h2" fontWeight="semibold" mb="2">
            {M.documents}
          </Box>
          <Box as="ul" ps="5" listStyleType="disc" display="grid" gap="1">
            {c.documents.map((document) => (
              <li key={document.url}>
                <Link href={withBase(document.url)} color="brand.fg" overflowWrap="anywhere">
                  {document.fileName}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
      ) : null}
      {c.description ? <ArticleHtml html={c.description} /> : null}
    </Box>
  );
}
