// Sites that differ only in their config's text, each of whose builds must fail at the config's `line`, `column`.
import path from 'node:path';
import * as assert from 'uvu/assert';
import { buildFails } from './build-fails.ts';
import { tmpSite } from './tmp-site.ts';

/** `cases`: the config's text, and what the first problem's message says. */
export async function failsAtConfig(files: Record<string, string>, cases: readonly (readonly [config: string, message: RegExp])[], line: number, column: number): Promise<void> {
  for (const [config, message] of cases) {
    const dir = tmpSite({ ...files, 'docusaurus.config.js': config });
    const p = await buildFails(path.join(dir, 'docusaurus.config.js'));
    assert.match(p.message, message);
    assert.equal(p.pos, { file: path.join(dir, 'docusaurus.config.js'), line, column });
  }
}
