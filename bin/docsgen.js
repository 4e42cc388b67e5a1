#!/usr/bin/env node
// Launcher: runs the CLI from its JavaScript bundle (generator/launch/cli-bundle.js), made or refreshed first when
// needed, through V8's code cache (generator/launch/code-cache.js).
import { bundled, codeCacheWritable } from '../generator/launch/cli-bundle.js';
import { runCached } from '../generator/launch/code-cache.js';
import { prepareOneBuild } from '../generator/launch/one-build.js';

// React's development build is several times slower at rendering; authors never need its warnings here.
process.env.NODE_ENV ??= 'production';
const cli = await bundled('docsgen');
if (process.argv.slice(2).find((a) => !a.startsWith('-')) === 'build') await prepareOneBuild();
// Written as the process ends, when it holds the code the command ran (by a build that succeeded only: see
// codeCacheWritable; a failed one stops early).
const { saveCache } = runCached(cli, { save: codeCacheWritable(cli) });
process.on('exit', (code) => code === 0 && saveCache());
