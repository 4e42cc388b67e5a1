// What a site plugin's `injectHtmlTags({content})` answers, as Docusaurus reads it: `headTags` go into every page's
// <head>, each a string of HTML or `{tagName, attributes, innerHTML}`. Tags for the body (`preBodyTags`,
// `postBodyTags`) are not built: they are named.
import type { Problem } from '../../errors.ts';
import { obj, str, type Obj } from '../../values.ts';
import { tagHtml } from '../../../templates/site-head.ts';

export function pluginHeadTags(answer: unknown, plugin: string, file: string): { html: string; problems: Problem[] } {
  const tags = obj(answer);
  const list = (v: unknown) => (Array.isArray(v) ? v : v === undefined ? [] : [v]);
  const html = list(tags.headTags).map((t) => (typeof t === 'string' ? t : tagOf(obj(t)))).join('');
  const body = ['preBodyTags', 'postBodyTags'].filter((k) => list(tags[k]).length);
  const problems = body.length ? [{ pos: { file }, message: `plugin ${plugin}: injectHtmlTags ${body.join(' and ')} are not built (only headTags are)`, hint: 'move the tags into headTags, or into a clientModules module that adds them' }] : [];
  return { html, problems };
}

function tagOf(t: Obj): string {
  const attributes = Object.fromEntries(Object.entries(obj(t.attributes)).flatMap(([k, v]) => (typeof v === 'string' || typeof v === 'boolean' ? [[k, v]] : typeof v === 'number' ? [[k, String(v)]] : [])));
  return tagHtml({ tagName: str(t.tagName) ?? 'meta', attributes, ...(str(t.innerHTML) ? { innerHTML: str(t.innerHTML) } : {}) });
}
