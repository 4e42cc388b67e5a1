#!/usr/bin/env node
// Launcher: lets Node run the TypeScript sources directly (tsx), then hands over to the CLI.
// The tsconfig is docsgen's own, wherever the command is run from (it sets the JSX runtime).
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

// React's development build is several times slower at rendering; authors never need its warnings here.
process.env.NODE_ENV ??= 'production';
register({ tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)) });
await import('./docsgen.ts');
