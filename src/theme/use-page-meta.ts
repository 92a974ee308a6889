// The page's <meta name="description"> (and, for a page about one record, the tab's title), set
// while the page is shown and put back when it goes, so crawlers, link previews and the browser
// tab say what this page is about. On the server there is no document: the renderer collects
// both through PageMetaContext and writes them into the page's head (src/entry-server.tsx).
import { createContext, useContext, useEffect } from 'react';
import { documentTitleOf, SITE_DESCRIPTION } from './route-title';

/** What a server render of a page says about it; filled while rendering. */
export interface PageMeta {
  description?: string;
  title?: string;
}

export const PageMetaContext = createContext<PageMeta | null>(null);

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
  const collected = useContext(PageMetaContext);
  if (collected) {
    if (description) collected.description = description;
    if (recordTitle) collected.title = documentTitleOf(recordTitle);
  }

  // Each puts back only what it set: on a move to another page, that page's title is already in
  // place (AppRoutes sets it before any page's effects), and the server may have written this
  // page's own description into the document it sent.
  useEffect(() => {
    if (!description) return;
    const tag = descriptionTag();
    tag.content = description;
    return () => {
      if (tag.content === description) tag.content = SITE_DESCRIPTION;
    };
  }, [description]);

  useEffect(() => {
    if (!recordTitle) return;
    const previous = document.title;
    const shown = documentTitleOf(recordTitle);
    document.title = shown;
    return () => {
      if (document.title === shown) document.title = previous;
    };
  }, [recordTitle]);
}
