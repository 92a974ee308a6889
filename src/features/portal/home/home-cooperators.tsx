// Cooperators' logos grouped by type in the order of the COOPERATOR_TYPE list of values, at the
// height COOPERATOR_IMAGE_HEIGHT gives (narrow phones scale them down to two a row). Logos are
// drawn in a 3:1 box with their size set, so the rows never shift as they load.
import { Box, Heading, Link, Stack } from '@chakra-ui/react';
import type { CooperatorGroup } from '../../../contract/content-portal';
import { useLov } from '../../../lib/global-state';

const DEFAULT_HEIGHT = 60;
const ASPECT = 3;

export function orderGroups(
  groups: readonly CooperatorGroup[],
  typeOrder: readonly string[],
): CooperatorGroup[] {
  const rank = (type: string) => {
    const index = typeOrder.indexOf(type);
    return index === -1 ? typeOrder.length : index;
  };
  return [...groups]
    .filter((group) => group.items.length > 0)
    .sort((a, b) => rank(a.type) - rank(b.type));
}

export function logoHeight(value: string | undefined): number {
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed >= 16 && parsed <= 200 ? parsed : DEFAULT_HEIGHT;
}

export function HomeCooperators({ groups }: { groups: readonly CooperatorGroup[] }) {
  const types = useLov('COOPERATOR_TYPE');
  const height = logoHeight(useLov('COOPERATOR_IMAGE_HEIGHT')[0]?.value);
  const width = height * ASPECT;
  const names = new Map(types.map((item) => [item.value, item.name]));
  return (
    <Stack gap="4">
      {orderGroups(
        groups,
        types.map((item) => item.value),
      ).map((group) => (
        <Stack
          as="section"
          key={group.type}
          gap="2"
          aria-label={names.get(group.type) ?? group.typeName}
        >
          <Heading as="h3" size="sm" color="fg.muted">
            {names.get(group.type) ?? group.typeName}
          </Heading>
          <Box
            as="ul"
            listStyleType="none"
            display="grid"
            gridTemplateColumns={{
              base: 'repeat(2, minmax(0, 1fr))',
              sm: `repeat(auto-fill, ${width}px)`,
            }}
            gap="4"
          >
            {group.items.map((item) => {
              const logo = (
                <img
                  src={item.logo}
                  alt={item.name}
                  width={width}
                  height={height}
                  loading="lazy"
                  decoding="async"
                  style={{ width: '100%', height: 'auto', objectFit: 'contain', display: 'block' }}
                />
              );
              return (
                <li key={item.id}>
                  {item.url ? (
                    <Link href={item.url} target="_blank" rel="noopener noreferrer">
                      {logo}
                    </Link>
                  ) : (
                    logo
                  )}
                </li>
              );
            })}
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}
