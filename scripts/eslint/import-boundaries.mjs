// Keeps the one-way flow of imports (docs/architecture.md, "Import boundaries"): app → features
// → lib/contract, no feature importing another, browser code never importing the server, the
// server importing only the contract, the contract importing only itself, src/theme making no
// API call (its forms get the calls from the page), and on the server no route folder importing
// another (what two share belongs to a domain in server/domain) nor a domain importing a route.
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

function areaOf(file) {
  const rel = path.relative(ROOT, file).split(path.sep);
  if (rel[0] === 'server') {
    return { area: 'server', part: rel[1], name: rel[1] === 'routes' ? rel[2] : undefined };
  }
  if (rel[0] !== 'src') return null;
  if (rel[1] === 'features') return { area: 'feature', name: rel[2] };
  return { area: rel[1] };
}

const TEST_FILE = /\.test\.[jt]sx?$/;

/** The modules that call the API: the client itself, every `*-calls` module, and lib/auth's index. */
function callsApi(file) {
  const rel = path
    .relative(ROOT, file)
    .split(path.sep)
    .join('/')
    .replace(/\.[jt]sx?$/, '');
  return (
    rel === 'src/lib/api-client' ||
    rel.endsWith('-calls') ||
    rel === 'src/lib/auth' ||
    rel === 'src/lib/auth/index'
  );
}

/** `import type …`, `export type … from`, or an import whose every name is a type. */
function typeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  const names = node.specifiers ?? [];
  return (
    names.length > 0 &&
    names.every((name) => name.importKind === 'type' || name.exportKind === 'type')
  );
}

function violation(from, to) {
  // The contract is what both sides share: it may lean on nothing of either.
  if (from.area === 'contract' && to.area !== 'contract') return 'contract-outside';
  if (from.area === 'server') {
    if (to.area !== 'server' && to.area !== 'contract') return 'server-outside';
    if (from.part === 'routes' && to.part === 'routes' && from.name !== to.name) {
      return 'cross-route-folder';
    }
    return from.part === 'domain' && to.part === 'routes' ? 'domain-routes' : null;
  }
  if (to.area === 'server') return 'browser-server';
  if (from.area === 'feature' && to.area === 'feature' && from.name !== to.name)
    return 'cross-feature';
  if (
    (from.area === 'lib' || from.area === 'contract') &&
    (to.area === 'feature' || to.area === 'app')
  ) {
    return 'shared-upward';
  }
  if (from.area === 'feature' && to.area === 'app') return 'feature-app';
  return null;
}

export default {
  meta: {
    type: 'problem',
    messages: {
      'cross-feature': 'Feature folders must not import each other; compose them in src/app.',
      'browser-server': 'Browser code must not import server code.',
      'server-outside': 'The server may import only src/contract.',
      'cross-route-folder':
        'Route folders under server/routes must not import each other; move what they share into server/domain.',
      'domain-routes':
        'server/domain must not import server/routes: routes call the domains, never the other way.',
      'shared-upward': 'src/lib and src/contract must not import features or app.',
      'contract-outside':
        'src/contract is shared by the browser and the server: it may import only src/contract and packages.',
      'feature-app': 'Features must not import src/app.',
      'theme-api':
        'src/theme makes no API call: take the call as a prop or argument from the page (type imports are fine).',
    },
    schema: [],
  },
  create(context) {
    const fromArea = areaOf(context.filename);
    if (!fromArea) return {};
    // A test of a theme form wires the real calls in, as a page does; it never ships.
    const themeCode = fromArea.area === 'theme' && !TEST_FILE.test(context.filename);
    function check(node) {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = path.resolve(path.dirname(context.filename), spec);
      const toArea = areaOf(target);
      if (!toArea) return;
      const messageId = violation(fromArea, toArea);
      if (messageId) context.report({ node: node.source, messageId });
      else if (themeCode && callsApi(target) && !typeOnly(node)) {
        context.report({ node: node.source, messageId: 'theme-api' });
      }
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
