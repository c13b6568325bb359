// The architecture's import boundaries as one ESLint rule (docs/architecture.md). Relative imports
// are resolved to repository paths, so '../../x' and '../x' are judged by where they land.
import path from 'node:path';

/** A repository path without its extension, with forward slashes. */
const normalise = (file) => file.split(path.sep).join('/').replace(/\.(tsx?|jsx?|mjs)$/, '');

const within = (file, prefix) => file === prefix || file.startsWith(`${prefix}/`);

/** The first folder under `root` that holds `file` ('recipes' for root/recipes/x.ts), if any. */
const folderUnder = (file, root) => (within(file, root) ? file.slice(root.length + 1).split('/')[0] : undefined);

export default {
  rules: {
    imports: {
      meta: {
        type: 'problem',
        docs: { description: 'Keeps layers and features apart (docs/architecture.md).' },
        schema: false,
        messages: { forbidden: '{{message}} (imports {{target}})' },
      },
      create(context) {
        const { layers = [], siblings = [] } = context.options[0] ?? {};
        const root = context.cwd;
        const importer = normalise(path.relative(root, context.filename));
        const check = (node, source) => {
          if (typeof source !== 'string' || !source.startsWith('.')) return;
          const target = normalise(path.relative(root, path.resolve(path.dirname(context.filename), source)));
          const report = (message) => context.report({ node, messageId: 'forbidden', data: { message, target } });
          for (const layer of layers) {
            if (layer.in.some((p) => within(importer, p)) && layer.notFrom.some((p) => within(target, p))) report(layer.message);
          }
          // Folders under one root never reach into each other (or only into matching files).
          for (const rule of siblings) {
            const own = folderUnder(importer, rule.root);
            const other = folderUnder(target, rule.root);
            const matches = rule.only === undefined || new RegExp(rule.only).test(target);
            if (own !== undefined && other !== undefined && own !== other && matches) report(rule.message);
          }
        };
        return {
          ImportDeclaration: (node) => check(node, node.source.value),
          ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
          ExportAllDeclaration: (node) => check(node, node.source.value),
          ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
        };
      },
    },
  },
};
