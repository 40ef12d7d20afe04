// The architecture's walls (shared/architecture.md), as one ESLint rule so they hold by themselves.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const rel = (p) => path.relative(root, p).split(path.sep).join('/');

function wallBroken(fromFile, target) {
  const from = rel(fromFile);
  const page = (p) => /^src\/pages\/([^/]+)\//.exec(p)?.[1];
  if (from.startsWith('src/') && target.startsWith('sandbox/')) return 'the console never imports sandbox/';
  if (from.startsWith('sandbox/') && target.startsWith('src/'))
    return 'sandbox/ imports nothing from src/: what both use is in contract/';
  if (from.startsWith('contract/') && /^(src|sandbox|scripts|__tests__)\//.test(target))
    return 'contract/ imports nothing of the console, the sandbox, the scripts or the tests';
  if (page(from) && page(target) && page(from) !== page(target)) return 'pages never import other pages';
  if (from.startsWith('src/') && !from.startsWith('src/app/') && target.startsWith('src/app/'))
    return 'nothing imports src/app/: it only composes what is below it';
  if (
    /^src\/(bookings|payouts|audit|find-anything|work-queues|components)\//.test(from) &&
    target.startsWith('src/pages/')
  )
    return 'capabilities and components never import pages: pages compose them';
  if (from === 'src/app/store.ts' && target === 'src/services/api')
    return 'the store does not import the API: the API injects itself (src/slices/index.ts)';
  if (/^(scripts|sandbox)\//.test(from) && target.startsWith('__tests__/'))
    return 'build and server scripts import neither tests nor test support';
  if (/^src\/(services|slices|lib)\//.test(from) && /^src\/(components|pages)\//.test(target))
    return 'services, slices and lib never import React components';
  return null;
}

export const wallsPlugin = {
  rules: {
    walls: {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const check = (node) => {
          const source = node.source?.value;
          if (typeof source !== 'string') return;
          let message = null;
          if (source.startsWith('.')) {
            message = wallBroken(context.filename, rel(path.resolve(path.dirname(context.filename), source)));
          } else if (
            source.startsWith('@mui/') &&
            /^src\/(services|slices|lib)\//.test(rel(context.filename))
          ) {
            message = 'services, slices and lib never import React components';
          }
          if (message) context.report({ node, message: `Wall: ${message}.` });
        };
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression: check,
        };
      },
    },
  },
};
