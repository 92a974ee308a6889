import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { chakraGlobalCssPlugin } from './scripts/vite/chakra-global-css';
import { SCORING_MANIFEST, scoringAppPlugin } from './scripts/vite/scoring-app';
import { startPreloadPlugin } from './scripts/vite/start-preload';

// The one global setting for where the app lives: BASE_PATH at build time (default "/").
// The router reads it back as import.meta.env.BASE_URL.
const base = process.env.BASE_PATH ?? '/';

const BRAND_GREEN = '#0b6e4f';

const ROUTER_BUILD = fileURLToPath(
  new URL('./node_modules/react-router/dist/production', import.meta.url),
);

const UI_CORE_MODULES = new RegExp(
  [
    'node_modules/(@emotion|stylis|react-is|hoist-non-react-statics)/',
    'node_modules/@zag-js/(utils/dist/(guard|functions)|dom-query/dist/shared|anatomy/dist/create-anatomy)\\.mjs',
    'node_modules/@chakra-ui/react/dist/esm/(styled-system/(factory|create-recipe-context|use-recipe)|utils/walk-object|components/(stack|link)/)',
  ].join('|'),
);

// What every portal page draws its reads with (states, dates, lists, grids), as one chunk: the
// bundler would cut it into as many files as there are ways pages share its parts, each a request
// and each compressed alone (/home's first visit: 21 scripts → 14). The group keeps what these
// stand on (the router, the read layer), which the app's start imports anyway; the one cost is a
// few KB of list and skeleton code on the pages that draw no list, such as the scorer's login.
const PAGE_KIT_MODULES = new RegExp(
  [
    'src/theme/components/(data-state|cache-hint|component-messages|content-list|date-format|date-text|use-online)\\.tsx?$',
    'node_modules/@chakra-ui/react/dist/esm/components/(square|circle|skeleton|grid|simple-grid)/',
  ].join('|'),
);

export default defineConfig(({ command, isSsrBuild }) => ({
  base,
  plugins: [
    react(),
    chakraGlobalCssPlugin(),
    !isSsrBuild && startPreloadPlugin(),
    // The scoring area's own manifest and page (installs as 飞盘记分).
    !isSsrBuild && scoringAppPlugin(base, BRAND_GREEN),
    // The server's renderer (`vite build --ssr`, src/entry-server.tsx) is no PWA.
    !isSsrBuild &&
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'sw',
        filename: 'sw.ts',
        registerType: 'prompt',
        // src/lib/pwa registers the worker itself, so the update prompt and the scoring hold share one state.
        injectRegister: false,
        devOptions: { enabled: false },
        // The glob below already takes the icons; listing them twice would only duplicate entries.
        includeManifestIcons: false,
        injectManifest: {
          // The worker is registered as a classic script (src/lib/pwa), so it is built as one.
          rollupFormat: 'iife',
          // The worker's own nested build would print its progress on every build; warnings are enough.
          buildPlugins: {
            vite: [{ name: 'quiet-sw-build', config: () => ({ logLevel: 'warn' }) }],
          },
          // Every JS chunk is precached, lazy ones included: a volunteer who opened the app once must be
          // able to reach any scoring or portal page offline, and the chunks are small next to images.
          // Demo images stay out (the worker's image cache keeps those that were actually seen).
          // The scoring manifest too: the installed scorer opens offline with its own name and icon.
          globPatterns: ['**/*.{js,css,html,svg,png,ico}', SCORING_MANIFEST],
          globIgnores: ['demo/**', '.vite/**'],
        },
        manifest: {
          id: base,
          name: '飞盘运动协会',
          short_name: '飞盘协会',
          description:
            '飞盘运动协会官方网站与赛事记分：通知公告、新闻资讯、赛事比分、培训与查询，离线也能记分。',
          lang: 'zh-CN',
          dir: 'ltr',
          theme_color: BRAND_GREEN,
          background_color: BRAND_GREEN,
          display: 'standalone',
          start_url: base,
          scope: base,
          categories: ['sports'],
          icons: [
            { src: 'pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
            { src: 'pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
            {
              src: 'maskable-512x512.png',
              sizes: '512x512',
              type: 'image/png',
              purpose: 'maskable',
            },
          ],
        },
      }),
  ],
  resolve: {
    // React Router's package names only its development build, whose warnings (long English texts)
    // and checks a visitor's phone has no use for; its production build differs by them alone. The
    // dev server keeps them for whoever works on the app.
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: `${ROUTER_BUILD}/index.mjs` },
            { find: /^react-router\/dom$/, replacement: `${ROUTER_BUILD}/dom-export.mjs` },
          ]
        : [],
  },
  // The server's renderer is one self-contained file: only the parts of React and Chakra the
  // pages use, which loads faster and takes less of the server's memory than the whole packages.
  ssr: { noExternal: true },
  server: {
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 8081}` },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json maps source modules to chunks: scripts/size.mjs reads it for the budget.
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    // The styling core and the few components every page draws with, as one chunk: left to itself
    // the bundler cuts them by which lazy sections share each one, and every new section cut
    // /home's share into more, smaller files that compress worse. The test names only modules /home
    // already loads, so the group takes nothing onto its first load that it did not need.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          // Chakra's theme builds each recipe with a call the bundler cannot see is pure, so every
          // recipe of its theme came along, used or not: these only wrap or return their argument.
          treeshake: {
            manualPureFunctions: [
              'defineRecipe',
              'defineSlotRecipe',
              'createAnatomy',
              'defineConfig',
              'defineTokens',
              'defineSemanticTokens',
            ],
          },
          output: {
            codeSplitting: {
              groups: [
                { name: 'ui-core', test: UI_CORE_MODULES },
                { name: 'page-kit', test: PAGE_KIT_MODULES },
              ],
            },
          },
        },
  },
}));
