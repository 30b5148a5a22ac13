import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

// The borders of the web app's features (docs/architecture.md, #23 point 4): a folder under
// web/src/features/ imports no other feature, and the shared layers (api/, lib/, components/)
// import none. What two features use lives in components/ or lib/. `no-restricted-imports` sees
// specifiers as written, so a relative climb (`../../turn/x.js`) escapes its patterns: this rule
// resolves each specifier, relative or through the `@/` alias, against the importing file.

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const WEB_SRC = join(ROOT, 'web', 'src');
const FEATURES = join(WEB_SRC, 'features');
const SHARED_LAYERS = ['api', 'lib', 'components'];

/** The path a specifier names from `file`, or null for a package (or `@domain/`: shared by all). */
function target(file, spec) {
  if (spec.startsWith('@/')) return join(WEB_SRC, spec.slice(2));
  if (spec.startsWith('.')) return resolve(dirname(file), spec);
  return null;
}

/** The first folder of `path` under `dir`, or null when `path` is not inside it. */
function areaOf(dir, path) {
  const rel = relative(dir, path);
  return rel === '' || rel.startsWith('..') || rel.startsWith(sep) ? null : rel.split(sep)[0];
}

/** Why `file` may not import `spec`, or null when it may. */
export function crossing(file, spec) {
  const to = target(file, spec);
  if (!to) return null;
  const toFeature = areaOf(FEATURES, to);
  if (!toFeature || toFeature.includes('.')) return null;
  const fromFeature = areaOf(FEATURES, file);
  if (fromFeature && fromFeature !== toFeature) {
    return `A feature imports no other feature: features/${fromFeature}/ imports features/${toFeature}/. What both use belongs in components/ or lib/ (docs/architecture.md: web features).`;
  }
  const layer = areaOf(WEB_SRC, file);
  if (!fromFeature && SHARED_LAYERS.includes(layer)) {
    return `${layer}/ is shared by every feature and imports none (features/${toFeature}/ here; docs/architecture.md: web features).`;
  }
  return null;
}

const featureBorders = {
  meta: {
    type: 'problem',
    docs: { description: 'A web feature imports no other feature; api/, lib/ and components/ import none.' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    if (areaOf(WEB_SRC, file) === null) return {};
    const check = (node) => {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return;
      const message = crossing(file, node.value);
      if (message) context.report({ node, message });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

/** The local ESLint plugin: eslint.config.js names it `web`. */
export default { rules: { 'feature-borders': featureBorders } };
