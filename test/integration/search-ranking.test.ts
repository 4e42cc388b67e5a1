// A reader's words → the page they need, in the top 5 of the Sapling site's search. One case per ten command
// pages (issue 3), and cases for the guides (issue 4), the Git, add-on and scale pages (issue 5) and the command
// facts of issue 14.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { search } from '../../client/search/engine.ts';
import { engineFrom } from '../helpers/search-engine.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const engine = engineFrom(await buildSite(await loadConfig(path.join(ROOT, 'site.config.ts'))));

const CASES: [query: string, page: string][] = [
  // Commands
  ['blame', '/docs/commands/annotate'],
  ['split a commit', '/docs/commands/split'],
  ['delete untracked files', '/docs/commands/clean'],
  ['hide commit', '/docs/commands/hide'],
  ['go to a commit', '/docs/commands/goto'],
  ['revert a file', '/docs/commands/revert'],
  ['shelve', '/docs/commands/shelve'],
  // Guides
  ['install on mac', '/docs/introduction/installation'],
  ['undo a mistake', '/docs/overview/undo'],
  ['git equivalent', '/docs/introduction/git-cheat-sheet'],
  ['smartlog', '/docs/overview/smartlog'],
  ['stash changes', '/docs/overview/shelve'],
  // Git interop, add-ons, scale
  ['sign commits', '/docs/git/signing'],
  ['web ui', '/docs/addons/isl'],
  ['submodules', '/docs/git/submodule'],
  ['pull request', '/docs/git/github'],
  // Facts added for issue 14
  ['isl remote machine https', '/docs/addons/isl'],
  ['sl web bind cert', '/docs/addons/isl'],
  ['ghstack', '/docs/git/github'],
  ['pr branch name template', '/docs/git/github'],
  ['max-prs-to-create', '/docs/git/github'],
  ['move and copy', '/docs/overview/basic-commands'],
  ['purge ignored files', '/docs/overview/basic-commands'],
  ['whereami', '/docs/introduction/git-cheat-sheet'],
  ['configfile', '/docs/introduction/git-cheat-sheet'],
  ['sl go top', '/docs/introduction/git-cheat-sheet'],
  ['update pull requests', '/docs/introduction/getting-started'],
  ['next multiple children', '/docs/overview/navigation'],
  ['hidden revset', '/docs/overview/hide-unhide'],
  ['predecessors', '/docs/overview/hide-unhide'],
  ['delete commit permanently', '/docs/overview/hide-unhide'],
  ['what\'s new in sapling', '/docs/introduction/release-notes'],
  // Command facts added for issue 14
  ['create git repository', '/docs/commands/init'],
  ['empty working copy', '/docs/commands/goto'],
  ['in-memory rebase', '/docs/commands/rebase'],
  ['rebase destination per commit', '/docs/commands/rebase'],
  ['restack after amend', '/docs/commands/amend'],
  ['shelve backup', '/docs/commands/unshelve'],
  ['unfinished rebase', '/docs/commands/status'],
  ['detect moves', '/docs/commands/commit'],
  ['line range history', '/docs/commands/log'],
  // Body text (issue 12): words only a section's text holds, a typo, and Git's name for a command
  ['personal access token', '/docs/git/github'],
  ['ulimit', '/docs/introduction/installation'],
  ['quarantine', '/docs/introduction/installation'],
  ['XDG_CONFIG_HOME', '/docs/introduction/getting-started'],
  ['rebse', '/docs/commands/rebase'],
  ['checkout', '/docs/commands/goto'],
  ['cherry-pick', '/docs/commands/graft'],
  ['open-file limit', '/docs/introduction/installation'],
  ['gatekeeper', '/docs/introduction/installation'],
  ['discard all changes', '/docs/commands/revert'],
];

for (const [query, page] of CASES) {
  test(`"${query}" finds ${page}`, () => {
    const urls = search(engine, query, 5).map((r) => r.url.split('#')[0]);
    assert.ok(urls.includes(page), `got ${urls.join(', ')}`);
  });
}

test.run();
