// The tabs of /news: three kinds by the `type` query parameter, and the official notices page.
import { useLocation, useSearchParams } from 'react-router-dom';
import { SubNav } from '../../../theme/components/sub-nav';

const NEWS_KINDS = [
  { type: 'news_internal', label: '协会新闻' },
  { type: 'news_international', label: '国际新闻' },
  { type: 'news_report', label: '媒体报道' },
] as const;

/** /news without a type shows the association's own news first. */
const DEFAULT_NEWS_TYPE = 'news_internal';

export function NewsTabs() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const onNoticePage = pathname.endsWith('/news/notice');
  const current = params.get('type') ?? DEFAULT_NEWS_TYPE;
  const items = [
    ...NEWS_KINDS.map((kind) => ({
      label: kind.label,
      to: `/news?type=${kind.type}`,
      active: !onNoticePage && kind.type === current,
    })),
    { label: '官方公告', to: '/news/notice', active: onNoticePage },
  ];
  return <SubNav label="新闻分类" items={items} />;
}
