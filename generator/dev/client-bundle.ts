// The dev client (client/dev/), bundled in memory when `serve` starts; only `serve` injects it into pages.
import { build } from 'esbuild';
import { PACKAGE_ROOT } from '../package-paths.ts';
import { DEV_CLIENT_PATH } from '../../client/dev/protocol.ts';

export async function bundleDevClient(): Promise<string> {
  const result = await build({
    absWorkingDir: PACKAGE_ROOT,
    entryPoints: ['client/dev/client.ts'],
    bundle: true,
    format: 'esm',
    target: 'es2020',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

/** The tag serve adds to every page it sends. */
export function devClientTag(): string {
  return `<script type="module" src="${DEV_CLIENT_PATH}"></script>`;
}
