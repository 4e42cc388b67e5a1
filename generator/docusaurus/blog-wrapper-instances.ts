// A local plugin that wraps `@docusaurus/plugin-content-blog` beside the site's own blog (the changelog recipe of
// Docusaurus's website: `pluginContentBlog.default(context, {...options, id: 'changelog', path: 'changelog/source'})`,
// returned with its own loadContent): Docusaurus builds it as one more blog instance. Its id and folder are often set
// in its code, not in the config, so the plugin is called with the blog plugin replaced by one that records the
// options it is given; they are read as a blog instance of its own (blog-instances.ts), and what the wrapper adds to
// the blog is named as not built. Called as it is, it would run the real blog plugin outside Docusaurus, which fails.
import path from 'node:path';
import { importModule } from '../import-module.ts';
import { obj, str, type Obj } from '../values.ts';
import { DEFAULT_DOCS_ID } from '../../client/constants.ts';
import { blogWrapperFile, pluginName } from './plugins.ts';
import { presetContext } from './presets.ts';
import { tolerantRequire } from './stubs.ts';

const BLOG_PLUGIN = '@docusaurus/plugin-content-blog';

/** The options each such wrapper gives the blog plugin (an id of its own), and the plugin entries left. */
export async function blogWrapperInstances(entries: unknown[], c: Obj, file: string, notBuilt: string[]): Promise<{ options: Obj[]; rest: unknown[] }> {
  const options: Obj[] = [];
  const rest: unknown[] = [];
  for (const entry of entries) {
    const name = pluginName(entry);
    const module = name && /^(\.{1,2}\/|\/)/.test(name) ? blogWrapperFile(path.resolve(path.dirname(file), name)) : undefined;
    const given = module ? await optionsGiven(module, Array.isArray(entry) ? obj(entry[1]) : {}, c, file) : undefined;
    if (!given || str(given.id) === undefined || given.id === DEFAULT_DOCS_ID) {
      rest.push(entry);
      continue;
    }
    options.push(given);
    notBuilt.push(`plugin ${name}: read as the blog instance "${String(given.id)}" it wraps (what it adds to that blog is not built)`);
  }
  return { options, rest };
}

/** The options the wrapper at `module` passes to the blog plugin when called as Docusaurus calls it; none if it does not. */
async function optionsGiven(module: string, options: Obj, c: Obj, file: string): Promise<Obj | undefined> {
  let given: Obj | undefined;
  const stop = new Error('recorded');
  const blogPlugin = (_context: unknown, o: unknown) => {
    given = obj(o);
    throw stop;
  };
  const real = tolerantRequire(module, new Map());
  const require = Object.assign((id: string) => (id === BLOG_PLUGIN ? { __esModule: true, default: blogPlugin, validateOptions: (v: unknown) => v } : real(id)), { resolve: real.resolve });
  try {
    const mod = await importModule(module, { require });
    const create = typeof mod === 'function' ? mod : obj(mod).default;
    if (typeof create === 'function') await create(presetContext(c, file), { id: DEFAULT_DOCS_ID, ...options });
  } catch (err) {
    // Anything but the recorder's stop: the plugin is left to run, and fail, as any other.
    if (err !== stop) return undefined;
  }
  return given;
}
