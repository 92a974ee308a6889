// /notice/detail/:id: one notice in full, with the way back to its category's list.
import { useParams } from 'react-router-dom';
import { portalApi } from '../../../contract/api/portal';
import { useApi } from '../../../lib/api-read';
import { ArticleView } from '../article-view';
import { NOTICE_CATEGORY_NAMES } from '../content-labels';
import { noticeListPath } from './notice-categories';
import { NOTICE_MESSAGES as M } from './notice-messages';

export function NoticeDetailPage() {
  const { id } = useParams();
  const notice = useApi(portalApi.notice, id ? { params: { id } } : null);
  const category = notice.data?.category;
  const back = category
    ? { label: M.backToCategory(NOTICE_CATEGORY_NAMES[category]), to: noticeListPath(category) }
    : { label: M.back, to: noticeListPath('') };
  return (
    <ArticleView
      result={notice}
      categoryOf={(record) => NOTICE_CATEGORY_NAMES[record.category]}
      back={back}
    />
  );
}
