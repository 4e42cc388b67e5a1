// `npm pack` (prepack): bundles the CLI into dist/cli/, which the package ships and runs as it is.
import { rmSync } from 'node:fs';
import { bundle, packedDir } from '../generator/launch/cli-bundle.js';

rmSync(packedDir, { recursive: true, force: true });
await bundle(packedDir, '// docsgen packed bundle');
