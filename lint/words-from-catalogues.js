// Issue #40, point 6 (decisions §22): a component writes no text a person sees: it comes from the
// catalogues (web/src/i18n/catalogues/), so that English is never half done. Reported: JSX text with
// a letter, a string (or template) given to a visible attribute or prop, and a snackbar's message.
// Names that are the same in every language (an icon's letters, a plate, 'CityOffices') come from
// code too: a constant named for what it is, not a literal inside the markup.

/** Attributes and props a person reads or hears. */
export const VISIBLE_PROPS = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
  'title',
  'alt',
  'placeholder',
  'label',
  'helperText',
  'heading',
  'message',
  'primary',
  'secondary',
  'tooltip',
]);
/** Calls whose first argument is shown: the snackbars' and the page title's. */
const VISIBLE_CALLS = new Set(['showSnackbar', 'showMessage', 'notify', 'enqueueSnackbar', 'usePageTitle']);

const LETTER = /\p{L}/u;
const hasWords = (text) => LETTER.test(text);

function literalText(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') return node.quasis.map((q) => q.value.cooked ?? '').join(' ');
  if (node.type === 'JSXExpressionContainer') return literalText(node.expression);
  if (node.type === 'ConditionalExpression')
    return [literalText(node.consequent), literalText(node.alternate)].filter(Boolean).join(' ') || null;
  if (node.type === 'LogicalExpression') return literalText(node.right);
  return null;
}

const MESSAGE = "Text a person sees comes from the catalogues (web/src/i18n, issue #40): t('area.key'), not a literal.";

const wordsFromCatalogues = {
  meta: { type: 'problem', docs: { description: MESSAGE }, schema: [] },
  create(context) {
    const report = (node) => context.report({ node, message: MESSAGE });
    return {
      JSXText(node) {
        if (hasWords(node.value)) report(node);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : null;
        if (!name || !VISIBLE_PROPS.has(name)) return;
        const text = literalText(node.value);
        if (text !== null && hasWords(text)) report(node);
      },
      CallExpression(node) {
        const callee = node.callee.type === 'Identifier' ? node.callee.name : node.callee.property?.name;
        if (!VISIBLE_CALLS.has(callee)) return;
        const text = literalText(node.arguments[0]);
        if (text !== null && hasWords(text)) report(node.arguments[0]);
      },
    };
  },
};

export default { rules: { 'words-from-catalogues': wordsFromCatalogues } };
