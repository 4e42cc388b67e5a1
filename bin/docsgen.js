#!/usr/bin/env node
// Launcher: lets Node run the TypeScript sources directly (tsx), then hands over to the CLI.
import { register } from 'tsx/esm/api';

register();
await import('./docsgen.ts');
