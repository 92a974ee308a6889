// The scripts a rendered page's sections need (src/app/sections.ts), named in its head as
// <link rel="modulepreload">: the browser fetches them while it reads the HTML instead of once
// the app asks for them, and the app's loader (Vite's preload helper) finds them there and adds
// no link of its own. Each link it adds is DOM work inside the longest task of a slow phone's
// start, a few dozen on a page with many small shared chunks.
import fs from 'node:fs';

/** The part of Vite's build manifest (dist/.vite/manifest.json) this reads. */
interface ManifestChunk {
  file: string;
  imports?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

/** The client build's manifest, or null when the build has none (then no links are added). */
export function readBuildManifest(file: string): BuildManifest | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as BuildManifest;
  } catch {
    return null;
  }
}

/** A chunk's file and those of its static imports, deeply, in load order. */
function staticClosure(manifest: BuildManifest, key: string, files: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, files);
}

/**
 * The modulepreload links for the given section modules, without the scripts the template
 * already loads. Their URLs take the template's own prefix for its entry script (the site's base).
 */
export function sectionChunkLinks(
  manifest: BuildManifest,
  modules: readonly string[],
  template: string,
): string {
  const entry = manifest['index.html']?.file;
  if (!entry) return '';
  const entrySrc = /src="([^"]*)"/.exec(
    template.slice(template.indexOf('<script type="module"')),
  )?.[1];
  if (!entrySrc?.endsWith(entry)) return '';
  const base = entrySrc.slice(0, -entry.length);
  const files = new Set<string>();
  for (const module of modules) staticClosure(manifest, module, files);
  return [...files]
    .filter((file) => !template.includes(`"${base}${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`)
    .join('');
}
