// The competitions the person was entered in, one year at a time (this year first).
import { Box, chakra, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { accountApi } from '../../../contract/api/account';
import { useApi } from '../../../lib/api-read';
import { AppLink } from '../../../theme/components/app-link';
import { DataState } from '../../../theme/components/data-state';
import { formatDate } from '../../../theme/components/date-format';
import { DIVISION_LABEL, REGISTRATION_STATUS_LABEL, TEXT } from '../messages';
import { CentreSection } from './centre-section';

const YEARS_SHOWN = 10;

export function CompetitionsSection({ userId }: { userId: number }) {
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const selectId = useId();
  const result = useApi(accountApi.competitions, { params: { userId, year } });
  const years = Array.from({ length: YEARS_SHOWN }, (_, i) => thisYear - i);

  return (
    <CentreSection
      title={TEXT.competitions}
      actions={
        <Stack direction="row" align="center" gap="2">
          <chakra.label htmlFor={selectId} color="fg.muted">
            {TEXT.year}
          </chakra.label>
          <chakra.select
            id={selectId}
            value={year}
            onChange={(event) => setYear(Number(event.target.value))}
            minH="11"
            px="3"
            borderWidth="1px"
            borderColor="gray.500"
            borderRadius="l2"
            bg="bg"
          >
            {years.map((option) => (
              <option key={option} value={option}>
                {option} 年
              </option>
            ))}
          </chakra.select>
        </Stack>
      }
    >
      <DataState result={result} empty={TEXT.noCompetitions(year)}>
        {(competitions) => (
          <Stack as="ul" listStyleType="none" gap="3">
            {competitions.map((item) => (
              <Box
                as="li"
                key={`${item.id}-${item.club.id}`}
                borderWidth="1px"
                borderRadius="l2"
                p="3"
              >
                <AppLink to={`/match/detail?id=${item.id}`} color="brand.fg" fontWeight="semibold">
                  {item.name}
                </AppLink>
                <Text fontSize="sm" color="fg.muted">
                  {formatDate(item.startDate)} 至 {formatDate(item.endDate)} · {item.city} ·{' '}
                  {DIVISION_LABEL[item.division]}
                </Text>
                <Text fontSize="sm">
                  {item.club.name}
                  {item.number !== null ? ` · ${TEXT.number} ${item.number}` : ''} · 报名
                  {REGISTRATION_STATUS_LABEL[item.registrationStatus]}
                </Text>
              </Box>
            ))}
          </Stack>
        )}
      </DataState>
    </CentreSection>
  );
}
