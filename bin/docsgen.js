#!/usr/bin/env node
// Launcher: runs the CLI from its JavaScript bundle (bin/bundle.js), made or refreshed first when needed.
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { bundled } from './bundle.js';
import { tuneForOneBuild } from './v8-flags.js';
import { prestartWorker } from './worker-prestart.js';

// React's development build is several times slower at rendering; authors never need its warnings here.
process.env.NODE_ENV ??= 'production';
const cli = await bundled('docsgen');
if (process.argv.slice(2).find((a) => !a.startsWith('-')) === 'build') {
  tuneForOneBuild();
  if (availableParallelism() > 1) prestartWorker(await bundled('markdown-worker'));
}
await import(pathToFileURL(cli).href);
