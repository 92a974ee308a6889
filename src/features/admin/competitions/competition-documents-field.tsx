// 赛事文件: the competition's documents as a list, each a link with 移除, and an upload field that
// adds the chosen file to the list. The form keeps the list as JSON text (competition-form.ts).
import { Box, Button, Flex, Link, Stack, Text } from '@chakra-ui/react';
import type { CompetitionDocument } from '../../../contract/admin-competitions';
import { uploadsApi } from '../../../contract/api/admin-uploads';
import { routePath } from '../../../contract/api/route-path';
import { withBase } from '../../../lib/base-url';
import { UploadField } from '../uploads/upload-field';
import { COMPETITIONS_MESSAGES as M } from './competitions-messages';

export interface CompetitionDocumentsFieldProps {
  documents: readonly CompetitionDocument[];
  onChange: (documents: CompetitionDocument[]) => void;
  error?: string;
}

export function CompetitionDocumentsField({
  documents,
  onChange,
  error,
}: CompetitionDocumentsFieldProps) {
  return (
    <Stack as="section" aria-label={M.fields.documents} gap="2">
      <Text fontWeight="medium">{M.fields.documents}</Text>
      {documents.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {M.noDocuments}
        </Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none">
          {documents.map((document) => (
            <Flex
              as="li"
              key={document.uploadId}
              gap="3"
              align="center"
              borderWidth="1px"
              borderRadius="l2"
              p="2"
            >
              <Box flex="1" minW="0">
                <Link
                  href={withBase(routePath(uploadsApi.file, { id: document.uploadId }))}
                  target="_blank"
                  rel="noopener"
                  overflowWrap="anywhere"
                >
                  {document.fileName}
                </Link>
              </Box>
              <Button
                size="sm"
                variant="outline"
                minH="11"
                aria-label={M.removeDocumentOf(document.fileName)}
                onClick={() =>
                  onChange(documents.filter((item) => item.uploadId !== document.uploadId))
                }
              >
                {M.removeDocument}
              </Button>
            </Flex>
          ))}
        </Stack>
      )}
      <UploadField
        label={M.addDocument}
        kind="file"
        value={null}
        onChange={(file) => {
          if (file) onChange([...documents, { uploadId: file.id, fileName: file.fileName }]);
        }}
        error={error}
      />
    </Stack>
  );
}
