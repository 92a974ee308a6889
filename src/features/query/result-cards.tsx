// One card per result: a club, a player, or a certified coach or judge. Cards rather than a table,
// so the same markup reads well from a 360 px phone to the desktop grid.
import { Box, Heading, Image, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { ClubSummary, Master, PlayerSearchItem } from '../../contract/content-people';
import { AppLink } from '../../theme/components/app-link';
import { DateText } from '../../theme/components/date-text';
import { DIVISION_LABELS, GENDER_LABELS, KIND_LABELS, QUERY_MESSAGES as M } from './messages';

function CardFrame({
  title,
  to,
  aside,
  children,
}: {
  title: string;
  to: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box
      as="li"
      display="flex"
      gap="4"
      p="4"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l3"
      bg="bg"
    >
      {aside}
      <Box minW="0" flex="1">
        <Heading as="h2" size="md" mb="1">
          <AppLink to={to} color="brand.fg" display="inline-flex" alignItems="center" minH="11">
            {title}
          </AppLink>
        </Heading>
        <Box fontSize="sm" color="fg.muted" display="grid" gap="1">
          {children}
        </Box>
      </Box>
    </Box>
  );
}

export function ClubCard({ club }: { club: ClubSummary }) {
  const logo = club.logo ? (
    <Image
      src={club.logo}
      alt={M.logoAlt(club.name)}
      width="56px"
      height="56px"
      loading="lazy"
      flexShrink={0}
      borderRadius="l2"
    />
  ) : undefined;
  return (
    <CardFrame title={club.name} to={`/club/detail?id=${club.id}`} aside={logo}>
      <Text>
        {DIVISION_LABELS[club.division]} · {club.city}
      </Text>
      <Text>
        {club.foundedYear ? `${M.founded(club.foundedYear)} · ` : ''}
        {M.members(club.memberCount)}
      </Text>
    </CardFrame>
  );
}

export function PlayerCard({ player }: { player: PlayerSearchItem }) {
  const facts = [
    player.gender ? GENDER_LABELS[player.gender] : undefined,
    player.city ?? undefined,
    player.number !== null ? M.number(player.number) : undefined,
  ].filter(Boolean);
  return (
    <CardFrame title={player.name} to={`/member/detail?id=${player.id}`}>
      <Text>{[...facts, `${M.seasonStatus}：${player.seasonStatus}`].join(' · ')}</Text>
      <Text>
        {player.clubId !== null && player.clubName ? (
          <AppLink
            to={`/club/detail?id=${player.clubId}`}
            color="brand.fg"
            display="inline-flex"
            alignItems="center"
            minH="11"
          >
            {player.clubName}
          </AppLink>
        ) : (
          M.noClub
        )}
      </Text>
    </CardFrame>
  );
}

export function MasterCard({ master }: { master: Master }) {
  const facts = [
    master.gender ? GENDER_LABELS[master.gender] : undefined,
    master.city ?? undefined,
  ].filter(Boolean);
  return (
    <CardFrame title={master.name} to={`/member/detail?id=${master.userId}`}>
      <Text color="fg" fontWeight="medium">
        {master.levelName}
        {KIND_LABELS[master.kind]}
      </Text>
      {facts.length > 0 ? <Text>{facts.join(' · ')}</Text> : null}
      <Text>
        {M.certificateNo} {master.number} · {M.issuedOn} <DateText value={master.issuedOn} />
      </Text>
      <Text>
        {master.validUntil ? (
          <>
            {M.validUntil} <DateText value={master.validUntil} /> ·{' '}
          </>
        ) : null}
        {master.validity}
      </Text>
    </CardFrame>
  );
}
