#!/usr/bin/env node
// Launcher: runs the CLI from its JavaScript bundle (generator/launch/cli-bundle.js), made or refreshed first when needed.
import { pathToFileURL } from 'node:url';
import { bundled } from '../generator/launch/cli-bundle.js';
import { prepareOneBuild } from '../generator/launch/one-build.js';

// React's development build is several times slower at rendering; authors never need its warnings here.
process.env.NODE_ENV ??= 'production';
const cli = await bundled('docsgen');
if (process.argv.slice(2).find((a) => !a.startsWith('-')) === 'build') await prepareOneBuild();
await import(pathToFileURL(cli).href);
