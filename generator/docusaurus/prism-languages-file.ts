// A site's `src/theme/prism-include-languages.js`: the function Docusaurus runs on its Prism instance, loading the
// `prism.additionalLanguages` grammars (as ejected) and any of the site's own. docsgen runs it on a Prism of its own
// (prism-site-grammars.ts): a language Shiki lacks that it defines is highlighted with its grammar. What does not
// show is named: the file failing to run, and changes to grammars of languages Shiki highlights.
import type { Problem } from '../errors.ts';
import type { SiteConfig } from '../types.ts';
import { generatedConfigJson } from './generated-config.ts';
import { sitePrismGrammars, type SitePrism } from './prism-site-grammars.ts';

/** The theme name of the file (`src/theme/prism-include-languages.js`). */
export const PRISM_LANGUAGES = 'prism-include-languages';

/** The site's Prism languages, with its file (if any) run as `@generated/docusaurus.config`'s reader sees the site. */
export function sitePrism(site: SiteConfig, file: string | undefined): SitePrism {
  return sitePrismGrammars(site.prism.additionalLanguages, file, JSON.parse(generatedConfigJson(site)) as unknown);
}

/** What of the site's file does not show, if anything. */
export function prismLanguagesProblems(site: SiteConfig, file: string | undefined): Problem[] {
  if (!file) return [];
  const { failed, changed, hooks } = sitePrism(site, file);
  if (failed) {
    return [{
      pos: { file },
      message: `the site's prism-include-languages failed as docsgen ran it on Prism at build time: ${failed}`,
      hint: 'code in the languages it would define is shown unhighlighted; fix the file (Docusaurus runs it in the browser)',
    }];
  }
  const unshown = [
    ...(changed.length ? [`changes Prism's grammars of ${changed.join(', ')}, which docsgen highlights with Shiki's grammars`] : []),
    ...(hooks.length ? [`adds Prism hooks (${hooks.join(', ')}), which docsgen's highlighting does not run`] : []),
  ];
  if (!unshown.length) return [];
  return [{
    pos: { file },
    message: `the site's prism-include-languages ${unshown.join(', and ')}: those changes do not show`,
    hint: 'a language Shiki lacks, defined by the file, is highlighted with the file\'s grammar alone; give a changed language a name of its own to have its grammar used',
  }];
}
