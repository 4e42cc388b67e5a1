// A build that must fail with a BuildError: its first problem, for the test to check what it says and where.
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { BuildError, type Problem } from '../../generator/errors.ts';

export async function buildFails(configPath: string): Promise<Problem> {
  try {
    await buildSite(await loadConfig(configPath));
  } catch (err) {
    assert.instance(err, BuildError);
    return (err as BuildError).problems[0]!;
  }
  assert.unreachable('the build must fail');
  throw new Error('unreachable');
}
