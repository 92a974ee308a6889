// 导出保险名单: a plain link to the staff-only XLSX (the session's cookie goes with it); the server
// writes competition.insurance_export to 操作记录 at each download, which the hint says.
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { membershipEligibilityApi as api } from '../../../contract/api/membership-eligibility';
import { routePath } from '../../../contract/api/route-path';
import { withBase } from '../../../lib/base-url';
import { ELIGIBILITY_MESSAGES as M } from './eligibility-messages';

export function InsuranceExport({ competitionId }: { competitionId: number }) {
  return (
    <Stack as="section" aria-labelledby="insurance-export" gap="2">
      <Heading as="h2" size="md" id="insurance-export">
        {M.insuranceTitle}
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        {M.insuranceHint}
      </Text>
      <Button asChild variant="outline" minH="11" alignSelf="flex-start">
        <a href={withBase(routePath(api.insuranceExport, { id: competitionId }))} download>
          {M.insuranceButton}
        </a>
      </Button>
    </Stack>
  );
}
