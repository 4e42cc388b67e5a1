// What a docs page says about its version, as Docusaurus's theme does: a banner on the pages of a version not yet
// released or no longer maintained (linking to the page in the last version), and a "Version" badge.
import { ATTR } from '../client/constants.ts';
import type { PageContext } from './context.ts';
import { sameDocIn } from './navbar-docs.ts';

/**
 * Attributes of a docs page's content: the client reads the page's instance, version and doc from them (in an
 * instance with several versions: with one, nothing depends on them).
 */
export function docsPageAttributes(ctx: PageContext): Record<string, string> {
  if (!ctx.docs || (ctx.instances.get(ctx.docs.version.pluginId)?.length ?? 0) < 2) return {};
  const { version, docId } = ctx.docs;
  return { [ATTR.docsPlugin]: version.pluginId, [ATTR.version]: version.name, ...(docId !== undefined ? { [ATTR.docId]: docId } : {}) };
}

/** The banner of a version not the latest, and its badge; `only` one of them, where a site replaces the banner. */
export function VersionNotice({ ctx, only }: { ctx: PageContext; only?: 'banner' | 'badge' }) {
  const version = ctx.docs?.version;
  if (!version) return null;
  const last = ctx.instances.get(version.pluginId)?.find((v) => v.isLast);
  const site = ctx.site.title;
  return (
    <>
      {only !== 'badge' && version.banner && last && last !== version ? (
        <div className="theme-admonition theme-admonition-caution version-banner" role="note" {...{ [ATTR.versions]: version.pluginId }}>
          <p>{version.banner === 'unreleased'
            ? <>This is unreleased documentation for {site} <b>{version.label}</b> version.</>
            : <>This is documentation for {site} <b>{version.label}</b>, which is no longer actively maintained.</>}</p>
          <p>For up-to-date documentation, see the <b><a href={ctx.url(sameDocIn(ctx, last))} {...{ [ATTR.version]: last.name }}>latest version</a></b> ({last.label}).</p>
        </div>
      ) : null}
      {only !== 'banner' && version.badge ? <span className={`version-badge${version.className ? ` ${version.className}` : ''}`}>Version: {version.label}</span> : null}
    </>
  );
}
