// The types of the plain-JavaScript rule (eslint.config.js loads it untranspiled).
import type { ESLint } from 'eslint';

export declare const VISIBLE_PROPS: Set<string>;
declare const plugin: ESLint.Plugin;
export default plugin;
