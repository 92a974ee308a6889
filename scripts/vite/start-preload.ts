// The entry (src/main.tsx) starts the app (src/start-app.tsx) with a dynamic import, and Vite
// names in index.html only the entry's own static imports. This names the app's chunks too, as
// modulepreload: a page the browser renders (index.html as it is) fetches them while it reads the
// HTML, as it did when the entry imported the app statically. A page the server renders drops the
// list and asks for the app once it is on screen (server/http/rendered-pages.ts).
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { HtmlTagDescriptor, Plugin } from 'vite';

const START_MODULE = /[\\/]src[\\/]start-app\.tsx$/;

/**
 * The file of the chunk a module starts and those of its static imports, deeply: what the browser
 * needs before that module can run. Fails the build when no chunk starts with the module.
 */
export function chunkFilesOf(bundle: OutputBundle, module: RegExp): string[] {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const start = chunks.find((chunk) => module.test(chunk.facadeModuleId ?? ''));
  if (!start) throw new Error(`构建结果中找不到模块 ${module.source} 的代码块`);
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const imported of chunk.imports) {
      const next = byName.get(imported);
      if (next) visit(next);
    }
  };
  visit(start);
  return [...files];
}

/**
 * The URLs of the chunks the given modules need that `html` does not name yet, each once: what a
 * page should name as modulepreload for those modules to start without waiting on the network.
 */
export function missingPreloads(
  bundle: OutputBundle,
  modules: readonly RegExp[],
  base: string,
  html: string,
): string[] {
  const files = new Set(modules.flatMap((module) => chunkFilesOf(bundle, module)));
  return [...files].map((file) => `${base}${file}`).filter((href) => !html.includes(`${href}"`));
}

export function startPreloadPlugin(): Plugin {
  let base = '/';
  return {
    name: 'feipan:start-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const tags: HtmlTagDescriptor[] = missingPreloads(bundle, [START_MODULE], base, html).map(
          (href) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href },
            injectTo: 'head',
          }),
        );
        return { html, tags };
      },
    },
  };
}
