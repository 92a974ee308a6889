// Coach and judge certificates, shown only to people who hold one.
import { Box, Stack, Text } from '@chakra-ui/react';
import type { Certificate } from '../../../contract/account';
import { useLovName } from '../../../lib/global-state';
import { formatDate } from '../../../theme/components/date-format';
import { CERTIFICATE_KIND_LABEL, TEXT } from '../messages';
import { CentreSection } from './centre-section';

function CertificateItem({ certificate }: { certificate: Certificate }) {
  const level = useLovName('CERTIFICATE_TYPE', certificate.level);
  return (
    <Box as="li" borderWidth="1px" borderRadius="l2" p="3">
      <Text fontWeight="semibold">
        {CERTIFICATE_KIND_LABEL[certificate.kind]} · {level}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {TEXT.certificateNumber} {certificate.number} · {TEXT.issuedOn}{' '}
        {formatDate(certificate.issuedOn)}
      </Text>
    </Box>
  );
}

export function CertificatesSection({ certificates }: { certificates: readonly Certificate[] }) {
  return (
    <CentreSection title={TEXT.certificates}>
      <Stack as="ul" listStyleType="none" gap="3">
        {certificates.map((certificate) => (
          <CertificateItem key={certificate.id} certificate={certificate} />
        ))}
      </Stack>
    </CentreSection>
  );
}
