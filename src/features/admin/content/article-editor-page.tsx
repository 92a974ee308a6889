// /admin/notices/new, /admin/notices/:id and the same for news: the article's fields and its life
// cycle (LifeCycleBar: 保存草稿, 发布 now or at a time, 撤回, 置顶). A new item is saved as a
// draft first; 发布 saves the fields, then publishes.
import { Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { adminNewsApi, adminNoticesApi } from '../../../contract/api/admin-content';
import { useApi } from '../../../lib/api-read';
import { useForm } from '../../../lib/forms/use-form';
import { DataState } from '../../../theme/components/data-state';
import { FormRefusal } from '../../../theme/components/form-refusal';
import { LifeCycleBar } from '../shell/life-cycle-bar';
import { useLifeCycleEditor } from '../shell/use-life-cycle-editor';
import {
  pinArticle,
  publishArticle,
  saveArticle,
  withdrawArticle,
  type Article,
} from './article-calls';
import { ArticleFields } from './article-fields';
import { articleValues, NEWS_RULES, NOTICE_RULES, UNTRIMMED_ARTICLE_FIELDS } from './article-form';
import { NEWS_KIND, NOTICE_KIND, type ArticleKind } from './article-kinds';

function ArticleEditor({ kind, initial }: { kind: ArticleKind; initial?: Article }) {
  const rules = kind.kind === 'notice' ? NOTICE_RULES : NEWS_RULES;
  const form = useForm(rules, articleValues(initial), UNTRIMMED_ARTICLE_FIELDS);
  const { bar } = useLifeCycleEditor(form, initial, {
    pathOf: (id) => `${kind.path}/${id}`,
    save: (id, values) => saveArticle(kind, id, values),
    publish: (id, publishAt) => publishArticle(kind, id, publishAt),
    withdraw: (id) => withdrawArticle(kind, id),
    pin: (id, pinned) => pinArticle(kind, id, pinned),
  });

  return (
    <Stack gap="5" maxW="56rem" minW="0">
      <Stack asChild gap="5">
        <form onSubmit={(event) => event.preventDefault()} noValidate>
          <ArticleFields kind={kind} form={form} />
          <FormRefusal refusal={form.refusal} />
        </form>
      </Stack>
      <LifeCycleBar {...bar} />
    </Stack>
  );
}

const versionOf = (item: Article) => `${item.id}:${item.updatedAt}`;

function ArticleEditorPage({ kind }: { kind: ArticleKind }) {
  const { id } = useParams();
  const input = id === undefined ? null : { params: { id: Number(id) } };
  const notice = useApi(adminNoticesApi.detail, kind.kind === 'notice' ? input : null);
  const news = useApi(adminNewsApi.detail, kind.kind === 'news' ? input : null);
  // A cached version shows at once, and the server is asked for its own (as for every signed-in
  // read, src/lib/swr-cache.ts isTrusted): the form restarts when the version that arrives is newer.
  return (
    <Stack gap="4" minW="0">
      <Link asChild color="brand.fg" alignSelf="flex-start" minH="11">
        <RouterLink to={kind.path}>{kind.messages.backToList}</RouterLink>
      </Link>
      {input === null ? (
        <ArticleEditor kind={kind} />
      ) : kind.kind === 'notice' ? (
        <DataState result={notice}>
          {(item) => <ArticleEditor key={versionOf(item)} kind={kind} initial={item} />}
        </DataState>
      ) : (
        <DataState result={news}>
          {(item) => <ArticleEditor key={versionOf(item)} kind={kind} initial={item} />}
        </DataState>
      )}
    </Stack>
  );
}

export const NoticeEditorPage = () => <ArticleEditorPage kind={NOTICE_KIND} />;
export const NewsEditorPage = () => <ArticleEditorPage kind={NEWS_KIND} />;
