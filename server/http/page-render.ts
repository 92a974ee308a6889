// What a page renderer takes and gives, shared by the rendered pages and the renderers behind them
// (the built one in a worker thread, or a test's own).

export interface SeedEntry {
  data: unknown;
  storedAt: number;
}

/** A page as dist-ssr/entry-server.js renders it (see RenderedPage there). */
export interface PageRender {
  html: string;
  title: string;
  /** The page's own summary, written into its description meta. */
  description?: string;
  /** The page's styles, one element for the document's head. */
  styles?: string;
  /** The id of the script element the browser reads the answers from. */
  seedElementId: string;
  /** Reads the page asked for that the seed lacked (cache keys, which are also their URLs). */
  missing: string[];
}

export interface PageRenderer {
  renderPage(path: string, seed: Record<string, SeedEntry>): Promise<PageRender>;
}
