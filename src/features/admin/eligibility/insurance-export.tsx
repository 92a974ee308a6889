// 导出保险名单: the staff-only XLSX, fetched with the ticket (lib/api-file.ts) and saved under the
// server's name; the server writes competition.insurance_export to 操作记录 at each download, which
// the hint says. A refusal (no key to open the numbers) stays beside the button.
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { membershipEligibilityApi as api } from '../../../contract/api/membership-eligibility';
import { readApiFile } from '../../../lib/api-file';
import { useSubmitRefusal } from '../../../lib/forms/use-submit-refusal';
import { FormRefusal } from '../../../theme/components/form-refusal';
import { saveFile } from '../shell/table-export';
import { ELIGIBILITY_MESSAGES as M } from './eligibility-messages';

export function InsuranceExport({ competitionId }: { competitionId: number }) {
  const { refusal, run } = useSubmitRefusal();
  const download = () =>
    run(async () => {
      const file = await readApiFile(api.insuranceExport, { id: competitionId });
      saveFile(file.blob, file.fileName ?? M.insuranceFile(competitionId));
    });
  return (
    <Stack as="section" aria-labelledby="insurance-export" gap="2">
      <Heading as="h2" size="md" id="insurance-export">
        {M.insuranceTitle}
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        {M.insuranceHint}
      </Text>
      <Button variant="outline" minH="11" alignSelf="flex-start" onClick={() => void download()}>
        {M.insuranceButton}
      </Button>
      <FormRefusal refusal={refusal} />
    </Stack>
  );
}
