// /admin/ranking: the season ranking's rules (docs/records.md, "The season ranking"): how many of
// a club's best results count, and the points a winner gets per competition level. The server
// checks every field and answers a refusal in Chinese, shown above the button.
import { Button, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { adminRankingApi } from '../../../contract/api/club-records';
import type { RankingRules } from '../../../contract/club-records';
import { callApi } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-read';
import { toast } from '../../../lib/notify';
import { AppLink } from '../../../theme/components/app-link';
import { DataState } from '../../../theme/components/data-state';
import { RANKING_RULES_MESSAGES as M } from './ranking-messages';

function RulesForm({ rules }: { rules: RankingRules }) {
  const [bestOf, setBestOf] = useState(String(rules.bestOf));
  const [points, setPoints] = useState(rules.weights.map((w) => String(w.maxPoints)));
  const [refusal, setRefusal] = useState('');
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    setRefusal('');
    try {
      await callApi(adminRankingApi.saveRules, {
        body: {
          bestOf: Number(bestOf),
          weights: rules.weights.map((w, i) => ({ level: w.level, maxPoints: Number(points[i]) })),
        },
      });
      toast.success(M.saved);
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack
      as="form"
      gap="4"
      maxW="lg"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Text>{M.intro}</Text>
      <label>
        <Text fontWeight="semibold">{M.bestOf}</Text>
        <Input inputMode="numeric" value={bestOf} onChange={(e) => setBestOf(e.target.value)} />
      </label>
      {rules.weights.map((w, i) => (
        <label key={w.level}>
          <Text fontWeight="semibold">{M.levelPoints(w.levelName)}</Text>
          <Input
            inputMode="numeric"
            value={points[i]}
            onChange={(e) => setPoints(points.map((p, j) => (j === i ? e.target.value : p)))}
          />
        </label>
      ))}
      {refusal ? (
        <Text role="alert" color="fg.error">
          {refusal}
        </Text>
      ) : null}
      <Button type="submit" loading={saving} alignSelf="start">
        {M.save}
      </Button>
      <AppLink to="/records/ranking">{M.viewPublic}</AppLink>
    </Stack>
  );
}

export function RankingRulesPage() {
  const result = useApi(adminRankingApi.rules, {});
  return <DataState result={result}>{(rules) => <RulesForm rules={rules} />}</DataState>;
}
