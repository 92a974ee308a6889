// /admin/about/:key: the text of 关于我们, 加入我们 or 联系我们. 保存草稿 keeps a draft apart from
// what visitors see; 发布 replaces their text and drops the draft.
import { Button, Stack, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ABOUT_PAGE_KEYS, type AboutPageKey } from '../../../contract/about-pages';
import type { AdminAboutPage } from '../../../contract/admin-pages';
import { adminPagesApi } from '../../../contract/api/admin-pages';
import { callApi } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-read';
import { useSubmitRefusal } from '../../../lib/forms/use-submit-refusal';
import { toast } from '../../../lib/notify';
import { DataState } from '../../../theme/components/data-state';
import { formatDate } from '../../../theme/components/date-format';
import { FormRefusal } from '../../../theme/components/form-refusal';
import { SubNav } from '../../../theme/components/sub-nav';
import { BodyField } from '../trainings/body-field';
import { PAGES_MESSAGES as M } from './pages-messages';

const PUBLIC_PATH: Record<AboutPageKey, string> = {
  about: '/aboutUs',
  join: '/joinUs',
  contact: '/contactUs',
};

function AboutEditor({ page }: { page: AdminAboutPage }) {
  const [content, setContent] = useState(page.draft?.content ?? page.published?.content ?? '');
  const [busy, setBusy] = useState(false);
  const refusal = useSubmitRefusal([content]);
  const send = async (publish: boolean) => {
    setBusy(true);
    await refusal.run(async () => {
      const route = publish ? adminPagesApi.aboutPublish : adminPagesApi.aboutSaveDraft;
      await callApi(route, { params: { key: page.key }, body: { content } });
      toast.success(publish ? M.done.aboutPublished : M.done.draftSaved);
    });
    setBusy(false);
  };
  const when = (at: string) => formatDate(at, 'datetime');
  return (
    <Stack gap="4" maxW="56rem">
      <Stack gap="1" fontSize="sm" color="fg.muted">
        <Text>
          {page.published
            ? M.published(when(page.published.at), page.published.by)
            : M.notPublished}
        </Text>
        {page.draft ? <Text>{M.draft(when(page.draft.at), page.draft.by)}</Text> : null}
        <Text>{M.aboutHint}</Text>
      </Stack>
      <BodyField label={M.fields.content} value={content} onChange={setContent} />
      <FormRefusal refusal={refusal.refusal} />
      <Wrap gap="3">
        <Button variant="outline" minH="11" disabled={busy} onClick={() => void send(false)}>
          {M.saveDraft}
        </Button>
        <Button colorPalette="brand" minH="11" loading={busy} onClick={() => void send(true)}>
          {M.publish}
        </Button>
        <Button asChild variant="ghost" minH="11">
          <RouterLink to={PUBLIC_PATH[page.key]}>{M.view}</RouterLink>
        </Button>
      </Wrap>
    </Stack>
  );
}

export function AboutEditorPage() {
  const param = useParams().key;
  const key = ABOUT_PAGE_KEYS.find((candidate) => candidate === param) ?? 'about';
  const result = useApi(adminPagesApi.aboutList, {});
  const tabs = ABOUT_PAGE_KEYS.map((page) => ({
    label: M.pages[page],
    to: `/admin/about/${page}`,
    active: page === key,
  }));
  return (
    <Stack gap="4">
      <SubNav label={M.pagesNav} items={tabs} />
      <DataState result={result}>
        {(pages) => {
          const page = pages.find((candidate) => candidate.key === key);
          return page ? <AboutEditor key={key} page={page} /> : null;
        }}
      </DataState>
    </Stack>
  );
}
