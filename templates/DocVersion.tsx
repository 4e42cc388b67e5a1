// What a docs page says about its version, as Docusaurus's theme does: a banner on the pages of a version not yet
// released or no longer maintained (linking to the page in the last version), and a "Version" badge.
import { ATTR } from '../client/constants.ts';
import type { PageContext } from './context.ts';
import { sameDocIn } from './navbar-docs.ts';
import { fill } from './plural-form.ts';
import { Message, messageParts } from './theme-message.tsx';
import { themeText } from './theme-text.ts';

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
          <p><Message parts={version.banner === 'unreleased'
            ? messageParts(ctx.site, 'theme.docs.versions.unreleasedVersionLabel', 'This is unreleased documentation for {siteTitle} {versionLabel} version.', { siteTitle: site, versionLabel: <b>{version.label}</b> })
            : messageParts(ctx.site, 'theme.docs.versions.unmaintainedVersionLabel', 'This is documentation for {siteTitle} {versionLabel}, which is no longer actively maintained.', { siteTitle: site, versionLabel: <b>{version.label}</b> })} /></p>
          <p><Message parts={messageParts(ctx.site, 'theme.docs.versions.latestVersionSuggestionLabel', 'For up-to-date documentation, see the {latestVersionLink} ({versionLabel}).', {
            latestVersionLink: <b><a href={ctx.url(sameDocIn(ctx, last))} {...{ [ATTR.version]: last.name }}>{themeText(ctx.site, 'theme.docs.versions.latestVersionLinkLabel', 'latest version')}</a></b>,
            versionLabel: last.label,
          })} /></p>
        </div>
      ) : null}
      {only !== 'banner' && version.badge ? <span className={`version-badge${version.className ? ` ${version.className}` : ''}`}>{fill(themeText(ctx.site, 'theme.docs.versionBadge.label', 'Version: {versionLabel}'), { versionLabel: version.label })}</span> : null}
    </>
  );
}
