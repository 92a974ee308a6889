// /news/detail/:id: one news item in full, with the way back to its kind's list.
import { useParams } from 'react-router-dom';
import { portalApi } from '../../../contract/api/portal';
import { useApi } from '../../../lib/api-read';
import { ArticleView } from '../article-view';
import { NEWS_CATEGORY_NAMES, newsListPath } from '../content-labels';
import { NEWS_MESSAGES as M } from './news-messages';
import { DEFAULT_NEWS_CATEGORY } from './news-tabs';

export function NewsDetailPage() {
  const { id } = useParams();
  const news = useApi(portalApi.newsItem, id ? { params: { id } } : null);
  const category = news.data?.category;
  const back = category
    ? { label: M.backTo(NEWS_CATEGORY_NAMES[category]), to: newsListPath(category) }
    : { label: M.back, to: newsListPath(DEFAULT_NEWS_CATEGORY) };
  return (
    <ArticleView
      result={news}
      categoryOf={(record) => NEWS_CATEGORY_NAMES[record.category]}
      sourceOf={(record) => record.source}
      back={back}
    />
  );
}
