// 战绩隐私: a player hides their record from the public, or shows it again (docs/records.md,
// "Players"). The state is the record's own answer (its `hidden`), read again after the change.
import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { playerRecordsApi } from '../../../contract/api/player-records';
import { callApi } from '../../../lib/api-client';
import { revalidateApi, useApi } from '../../../lib/api-read';
import { CentreSection } from './centre-section';

const M = {
  title: '战绩隐私',
  shown: '你的个人战绩目前向公众公开：会员页、球员查询与赛季榜都会显示。',
  hidden:
    '你的个人战绩已向公众隐藏：查询中心只显示你的姓名与证书，各类榜单不列出你；协会工作人员仍可查看。',
  hide: '向公众隐藏我的战绩',
  show: '公开我的战绩',
} as const;

export function RecordPrivacySection({ userId }: { userId: number }) {
  const input = { params: { id: userId } };
  const { data } = useApi(playerRecordsApi.record, input);
  const [saving, setSaving] = useState(false);
  if (!data) return null;
  const change = async (hidden: boolean) => {
    setSaving(true);
    try {
      await callApi(playerRecordsApi.privacy, { body: { hidden } });
      await revalidateApi(playerRecordsApi.record, input);
    } finally {
      setSaving(false);
    }
  };
  return (
    <CentreSection title={M.title}>
      <Stack gap="3" align="start">
        <Text>{data.hidden ? M.hidden : M.shown}</Text>
        <Button
          variant="outline"
          minH="11"
          loading={saving}
          onClick={() => void change(!data.hidden)}
        >
          {data.hidden ? M.show : M.hide}
        </Button>
      </Stack>
    </CentreSection>
  );
}
