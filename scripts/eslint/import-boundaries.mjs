// Keeps the one-way flow of imports (docs/architecture.md, "Import boundaries"): app → features
// → lib/contract, no feature importing another, browser code never importing the server, and the
// server importing only the contract.
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

function areaOf(file) {
  const rel = path.relative(ROOT, file).split(path.sep);
  if (rel[0] === 'server') return { area: 'server' };
  if (rel[0] !== 'src') return null;
  if (rel[1] === 'features') return { area: 'feature', name: rel[2] };
  return { area: rel[1] };
}

function violation(from, to) {
  if (from.area === 'server')
    return to.area !== 'server' && to.area !== 'contract' ? 'server-outside' : null;
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
      'shared-upward': 'src/lib and src/contract must not import features or app.',
      'feature-app': 'Features must not import src/app.',
    },
    schema: [],
  },
  create(context) {
    const fromArea = areaOf(context.filename);
    if (!fromArea) return {};
    function check(node) {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const toArea = areaOf(path.resolve(path.dirname(context.filename), spec));
      if (!toArea) return;
      const messageId = violation(fromArea, toArea);
      if (messageId) context.report({ node: node.source, messageId });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
