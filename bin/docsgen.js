#!/usr/bin/env node
// Launcher: runs the CLI from its JavaScript bundle (bin/bundle.js), made or refreshed first when needed.
import { pathToFileURL } from 'node:url';
import { bundled } from './bundle.js';
import { tuneForOneBuild } from './v8-flags.js';

// React's development build is several times slower at rendering; authors never need its warnings here.
process.env.NODE_ENV ??= 'production';
if (process.argv.slice(2).find((a) => !a.startsWith('-')) === 'build') tuneForOneBuild();
await import(pathToFileURL(await bundled('docsgen')).href);
