// The PostCSS plugins a site plugin's `configureWebpack` gives a `postcss-loader` of its own (`module.rules[].use`:
// `{loader: 'postcss-loader', options: {postcssOptions: {plugins}}}`). webpack runs every rule that matches a
// stylesheet, so on Docusaurus the site's CSS goes through them too; docsgen adds them to the site's PostCSS.
import { arr, obj, type Obj } from '../values.ts';

const POSTCSS_LOADER = /(?:^|[/\\])postcss-loader(?:[/\\]|$)/;

/** The plugins of every `postcss-loader` in `answer`'s rules (nested `oneOf` and `rules` too), in order. */
export function webpackPostCssPlugins(answer: Obj | undefined): unknown[] {
  const found: unknown[] = [];
  const visit = (rule: unknown): void => {
    const r = obj(rule);
    // A rule names its loader itself, or lists them in `use` (one, or several).
    for (const use of [r, ...(Array.isArray(r.use) ? r.use : [r.use])]) {
      const u = obj(use);
      if (typeof u.loader === 'string' && POSTCSS_LOADER.test(u.loader)) found.push(...arr(obj(obj(u.options).postcssOptions).plugins));
    }
    for (const nested of [...arr(r.oneOf), ...arr(r.rules)]) visit(nested);
  };
  for (const rule of arr(obj(answer?.module).rules)) visit(rule);
  return found;
}
