// An API path is written once, in the route table (src/contract/api/): the server registers from
// it and the browser calls by it, so a path string anywhere else is a second copy that can drift.
// Tests are exempt: they call the API as the original client did, by its literal paths, and so
// pin those paths against a change to the table.
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TABLE = 'src/contract/api/';
const TEST_FILE = /\.test\.[jt]sx?$|\/test-support\/|\/testing\//;
const API_PATH = /^\/api(\/|$)/;

export default {
  meta: {
    type: 'problem',
    messages: {
      'api-path':
        'API paths live in the route table (src/contract/api/): call by route (callApi, useApi) or build the path with routePath.',
    },
    schema: [],
  },
  create(context) {
    const rel = path.relative(ROOT, context.filename).split(path.sep).join('/');
    if (rel.startsWith(TABLE) || TEST_FILE.test(rel) || rel.startsWith('tests/')) return {};
    const report = (node) => context.report({ node, messageId: 'api-path' });
    return {
      Literal(node) {
        if (typeof node.value === 'string' && API_PATH.test(node.value)) report(node);
      },
      TemplateLiteral(node) {
        if (API_PATH.test(node.quasis[0]?.value.cooked ?? '')) report(node);
      },
    };
  },
};
