// Worker entry: load the TypeScript worker through tsx (a worker does not inherit the launcher's loader).
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register({ tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)) });
await import('./markdown-worker.ts');
