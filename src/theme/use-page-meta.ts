// The page's <meta name="description"> (and, for a page about one record, the tab's title), set
// while the page is shown and put back when it goes, so crawlers, link previews and the browser
// tab say what this page is about.
import { useEffect } from 'react';
import { documentTitleOf } from './route-title';

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  return tag;
}

/**
 * `description`: the page's summary. `recordTitle`: the name of the record the page shows, once
 * loaded; the tab then reads 「{recordTitle} - 飞盘协会」 instead of the route's generic title.
 */
export function usePageMeta(description: string | undefined, recordTitle?: string): void {
  useEffect(() => {
    if (!description) return;
    const tag = descriptionTag();
    const previous = tag.content;
    tag.content = description;
    return () => {
      tag.content = previous;
    };
  }, [description]);

  useEffect(() => {
    if (!recordTitle) return;
    const previous = document.title;
    document.title = documentTitleOf(recordTitle);
    return () => {
      document.title = previous;
    };
  }, [recordTitle]);
}
