// The CLI: parse flags, call the generator, print. No logic of its own.
import { Command, InvalidArgumentError, Option } from 'commander';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildLocales } from '../generator/i18n/build-locales.ts';
import { configFileOf } from '../generator/config/load.ts';
import { LINK_WARNINGS_LISTED } from '../generator/content/links.ts';
import { BuildError, formatProblem, UsageError } from '../generator/errors.ts';
import { parseShard, type Shard } from '../generator/output/shards.ts';
import { progressLine } from './progress.ts';

const pkg = JSON.parse(readFileSync(path.join(import.meta.dirname, '..', 'package.json'), 'utf8')) as { version: string };

/** Set once `serve` is up: the one command that keeps running when its action returns. */
let serving = false;

const program = new Command('docsgen')
  .description('Build and serve a documentation site from Markdown.')
  .version(pkg.version)
  .showHelpAfterError();

program
  .command('build')
  .description('build the site into a folder of static files')
  .option('-c, --config <file>', 'site config file', 'site.config.ts')
  .option('-o, --out <dir>', 'output folder (relative to the config file)', 'build')
  .option('--perf', 'print the time each stage took')
  .option('--all-warnings', `list every broken link (by default the first ${LINK_WARNINGS_LISTED} of each kind, then how many more)`)
  .option('--shard <i/n>', 'render only shard i of n (a slice of the pages) for `docsgen merge` to join', parseShardOption)
  .option('--locale <locale>', 'build only this locale of a Docusaurus site (into <out>/<locale> unless it is the default one)')
  .action(async (opts: { config: string; out: string; perf?: boolean; allWarnings?: boolean; shard?: Shard; locale?: string }) => {
    // The file really read: without a site.config.ts, that is the Docusaurus config beside it.
    const shard = opts.shard ? ` (shard ${opts.shard.index} of ${opts.shard.count})` : '';
    console.log(`docsgen: building ${path.relative(process.cwd(), configFileOf(opts.config)) || opts.config}${shard}`);
    const progress = progressLine(process.stdout);
    const onLocale = (locale: string) => console.log(`docsgen: building the ${locale} locale`);
    const results = await buildLocales(opts.config, opts.out, { onProgress: progress.update, shard: opts.shard, linkWarnings: opts.allWarnings ? Infinity : undefined, locale: opts.locale, onLocale }).finally(() => progress.clear());
    // Each locale's build reads the same config: a warning about it is told once.
    const told = new Set<string>();
    for (const result of results) {
      for (const w of result.warnings.map(formatProblem).filter((w) => !told.has(w) && told.add(w))) console.warn(`warning: ${w}`);
      if (opts.perf) for (const [stage, ms] of Object.entries(result.timings)) console.log(`  ${stage.padEnd(9)} ${ms} ms`);
      console.log(`built ${result.pages} pages${shard} in ${(result.ms / 1000).toFixed(2)} s → ${result.outDir}`);
    }
  });

program
  .command('merge <folders...>')
  .description('join the output folders of every `build --shard i/n` job into one site')
  .option('-o, --out <dir>', 'output folder', 'build')
  .option('-c, --config <file>', 'the site\'s config, for its plugins\' postBuild (by default the one the shards were built from)')
  .action(async (folders: string[], opts: { out: string; config?: string }) => {
    const { mergeShards } = await import('../generator/output/merge.ts');
    const result = await mergeShards(folders, opts.out, opts.config);
    for (const w of result.warnings) console.warn(`warning: ${formatProblem(w)}`);
    console.log(`merged ${result.pages} pages from ${folders.length} shards in ${(result.ms / 1000).toFixed(2)} s → ${result.outDir}`);
  });

program
  .command('serve')
  .description('serve the site: rebuild on change and reload the browser (or, with --no-watch, preview an existing build)')
  .option('-c, --config <file>', 'site config file', 'site.config.ts')
  .option('-o, --out <dir>', 'folder to preview with --no-watch, or to write to with --write', 'build')
  .option('--write', 'also write each build to the output folder (by default the site lives only in memory)')
  .option('--open-editor [editor]', 'make file paths in the browser\'s error overlay open your editor (vscode, cursor, idea, subl, … or a URL template with {file}, {line}, {column}; default: $DOCSGEN_EDITOR, else vscode)')
  .option('-p, --port <port>', 'port', parsePort, 3000)
  .option('--host <host>', 'host to listen on', '127.0.0.1')
  .option('--locale <locale>', 'serve this locale of a Docusaurus site (at <baseUrl><locale>/) instead of the default one')
  .addOption(new Option('--no-watch', 'serve the existing output folder as-is, without building or watching'))
  .action(async (opts: { config: string; out: string; port: number; host: string; watch: boolean; write?: boolean; openEditor?: string | boolean; locale?: string }) => {
    const { serve } = await import('../generator/dev/server.ts');
    const server = await serve({ configPath: opts.config, locale: opts.locale, outDir: opts.out, port: opts.port, host: opts.host, watch: opts.watch, write: opts.write, openEditor: opts.openEditor });
    serving = true;
    console.log(`docsgen: serving ${opts.watch ? 'with watch' : server.root} at ${server.url}`);
  });

program
  .command('init [dir]')
  .description('create a new site: config, a few docs, a home page and a logo, ready to build and serve')
  .option('--force', 'also in a folder that is not empty (existing files are kept, never overwritten)')
  .action(async (dir: string | undefined, opts: { force?: boolean }) => {
    const { initSite } = await import('../generator/init/init.ts');
    const result = initSite(dir ?? '.', { force: opts.force });
    for (const f of result.created) console.log(`  created ${f}`);
    for (const f of result.kept) console.log(`  kept    ${f} (exists)`);
    const cd = path.relative(process.cwd(), result.dir);
    console.log(`\ndocsgen: a new site in ${result.dir}. Next:\n`);
    // `./`: a folder named `-x` is not an option of cd.
    if (cd) console.log(`  cd ${shellWord(cd.startsWith('-') ? `./${cd}` : cd)}`);
    console.log('  npm install          # docsgen, as the new package.json asks');
    console.log('  npm start            # preview at http://127.0.0.1:3000, updated as you save');
    console.log('  npm run build        # the static site, in build/');
  });

/** `path` as one word a POSIX shell reads back unchanged (quoted where it holds anything but the plainest characters). */
function shellWord(path: string): string {
  return /^[\w@%+=:,./-]+$/.test(path) ? path : `'${path.replace(/'/g, "'\\''")}'`;
}

function parseShardOption(value: string): Shard {
  const shard = parseShard(value);
  if (typeof shard === 'string') throw new InvalidArgumentError(shard);
  return shard;
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) throw new InvalidArgumentError('a port is a whole number from 0 to 65535.');
  return port;
}

/** Runs the command; no top-level await, which the CommonJS bundle the CLI runs from cannot hold. */
async function main(): Promise<void> {
  try {
    await program.parseAsync();
  } catch (err) {
    if (err instanceof BuildError) {
      for (const w of err.warnings) console.warn(`warning: ${formatProblem(w)}`);
      console.error(`docsgen: build failed\n${err.message}`);
    } else if (err instanceof UsageError) {
      console.error(`docsgen: ${err.message}\n  hint: ${err.hint}`);
    } else {
      console.error(`docsgen: ${(err as Error).stack ?? err}`);
    }
    process.exitCode = 1;
    // A failure can leave a bundle of another part in flight: its esbuild service, left waiting for this process's
    // plugins, would print a Go deadlock trace after the error when this process exits under it.
    (createRequire(import.meta.url)('esbuild') as typeof import('esbuild')).stop();
  }
  // Done: a timer or socket the site's config left open must not keep the command from ending (CI would wait for ever).
  if (!serving) process.exit();
}

void main();
