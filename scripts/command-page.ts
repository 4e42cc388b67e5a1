// The command reference: content/command-data/<name>.yaml → content/docs/commands/<name>.md.
// Shared by scripts/gen-commands.ts and test/unit/commands-content.test.ts, so it does no writing.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseYaml } from '../generator/content/yaml.ts';

export type OptionDefault = null | boolean | number | string | string[];

export interface CommandOption {
  short: string | null;
  long: string;
  default: OptionDefault;
  /** Placeholder shown for options that take a value (TEXT, REV, FILE...). */
  argument?: string;
  description: string;
}

export interface CommandExample {
  title: string;
  intro?: string;
  session: string;
}

export interface Subcommand {
  name: string;
  aliases: string[];
  description: string;
}

export interface CommandData {
  name: string;
  aliases: string[];
  /** Other words readers look the command up by (Git's name for it): search keywords, not aliases. */
  searchTerms: string[];
  summary: string;
  synopsis: string;
  description: string;
  examples: CommandExample[];
  options: CommandOption[];
  subcommands?: Subcommand[];
  seeAlso: string[];
}

class DataError extends Error {}

function fail(where: string, message: string): never {
  throw new DataError(`${where}: ${message}`);
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function str(v: unknown, where: string, optional = false): string | undefined {
  if (v === undefined && optional) return undefined;
  if (typeof v !== 'string' || v.trim() === '') fail(where, 'expected a non-empty string');
  return v;
}

function strList(v: unknown, where: string): string[] {
  if (!Array.isArray(v) || !v.every((s) => typeof s === 'string' && s !== '')) {
    fail(where, 'expected a list of strings');
  }
  return v;
}

function list(v: unknown, where: string): unknown[] {
  if (!Array.isArray(v)) fail(where, 'expected a list');
  return v;
}

function isDefault(v: unknown): v is OptionDefault {
  return (
    v === null ||
    ['boolean', 'number', 'string'].includes(typeof v) ||
    (Array.isArray(v) && v.every((s) => typeof s === 'string'))
  );
}

/** Checks the shape of one parsed data file; errors name the file and the field. */
export function parseCommandData(raw: unknown, file: string): CommandData {
  if (!isRecord(raw)) fail(file, 'expected a mapping at the top level');
  const options = list(raw.options ?? [], `${file}: options`).map((o, i): CommandOption => {
    const at = `${file}: options[${i}]`;
    if (!isRecord(o)) fail(at, 'expected a mapping');
    if (o.short !== null && (typeof o.short !== 'string' || o.short.length !== 1)) {
      fail(`${at}.short`, 'expected one character or null');
    }
    // `default` must be present, even when null: it is compared with the facts.
    if (!('default' in o) || !isDefault(o.default)) fail(`${at}.default`, 'missing or not a scalar/list');
    return {
      short: o.short,
      long: str(o.long, `${at}.long`)!,
      default: o.default,
      ...(o.argument !== undefined && { argument: str(o.argument, `${at}.argument`) }),
      description: str(o.description, `${at}.description`)!,
    };
  });
  const data: CommandData = {
    name: str(raw.name, `${file}: name`)!,
    aliases: strList(raw.aliases, `${file}: aliases`),
    searchTerms: strList(raw.searchTerms ?? [], `${file}: searchTerms`),
    summary: str(raw.summary, `${file}: summary`)!.trim(),
    synopsis: str(raw.synopsis, `${file}: synopsis`)!.trim(),
    description: str(raw.description, `${file}: description`)!,
    examples: list(raw.examples, `${file}: examples`).map((e, i) => {
      const at = `${file}: examples[${i}]`;
      if (!isRecord(e)) fail(at, 'expected a mapping');
      return {
        title: str(e.title, `${at}.title`)!,
        ...(e.intro !== undefined && { intro: str(e.intro, `${at}.intro`) }),
        session: str(e.session, `${at}.session`)!,
      };
    }),
    options,
    seeAlso: strList(raw.seeAlso ?? [], `${file}: seeAlso`),
  };
  if (raw.subcommands !== undefined) {
    data.subcommands = list(raw.subcommands, `${file}: subcommands`).map((s, i) => {
      const at = `${file}: subcommands[${i}]`;
      if (!isRecord(s)) fail(at, 'expected a mapping');
      return {
        name: str(s.name, `${at}.name`)!,
        aliases: strList(s.aliases ?? [], `${at}.aliases`),
        description: str(s.description, `${at}.description`)!,
      };
    });
  }
  return data;
}

/** Every `<name>.yaml` of `dir`, sorted by command name. */
export function loadCommandData(dir: string): CommandData[] {
  const files = readdirSync(dir).filter((f) => f.endsWith('.yaml')).sort();
  return files.map((f) => {
    const path = join(dir, f);
    let raw: unknown;
    try {
      raw = parseYaml(readFileSync(path, 'utf8'), { file: path, what: 'invalid YAML', hint: 'quote values that contain ":"' });
    } catch (e) {
      throw new DataError((e as Error).message);
    }
    const data = parseCommandData(raw, path);
    if (`${data.name}.yaml` !== f) fail(path, `name "${data.name}" does not match the file name`);
    return data;
  });
}

// Plain YAML only for simple text; anything else is quoted (JSON strings are valid YAML),
// which also keeps YAML 1.1 readers from turning `on`/`no` into booleans.
function yamlScalar(s: string): string {
  const plain = /^[A-Za-z][\w ,.'()/-]*$/.test(s) && !/^(y|n|yes|no|on|off|true|false|null)$/i.test(s);
  return plain && !s.endsWith(' ') ? s : JSON.stringify(s);
}

function code(s: string): string {
  // A code span must be delimited by a backtick run longer than any run inside it.
  const longest = Math.max(0, ...(s.match(/`+/g) ?? []).map((r) => r.length));
  const fence = '`'.repeat(longest + 1);
  return longest ? `${fence} ${s} ${fence}` : `${fence}${s}${fence}`;
}

function fenced(lang: string, body: string): string {
  const longest = Math.max(2, ...(body.match(/^`{3,}/gm) ?? []).map((r) => r.length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${lang}\n${body.replace(/\s+$/, '')}\n${fence}`;
}

function cell(s: string): string {
  return s.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');
}

function formatDefault(d: OptionDefault): string {
  if (d === null || d === '' || (Array.isArray(d) && d.length === 0)) return '—';
  if (d === true) return code('on');
  if (d === false) return code('off');
  if (Array.isArray(d)) return d.map(code).join(', ');
  return code(String(d));
}

function optionRow(o: CommandOption): string {
  const arg = o.argument ? code(o.argument) + (Array.isArray(o.default) ? ' (repeatable)' : '') : '—';
  const cells = [o.short ? code(`-${o.short}`) : '—', code(`--${o.long}`), arg, formatDefault(o.default), o.description];
  return `| ${cells.map(cell).join(' | ')} |`;
}

function aliasLine(name: string, aliases: string[]): string | null {
  const others = aliases.filter((a) => a !== name);
  return others.length ? `**Aliases:** ${others.map(code).join(', ')}` : null;
}

/** Renders one command page; `all` supplies the sidebar position and the see-also summaries. */
export function renderCommandPage(data: CommandData, all: readonly CommandData[]): string {
  const names = all.map((c) => c.name).sort();
  const byName = new Map(all.map((c) => [c.name, c]));
  const out: string[] = [
    '---',
    `title: ${yamlScalar(data.name)}`,
    `sidebar_position: ${names.indexOf(data.name)}`,
    `description: ${yamlScalar(data.summary)}`,
    `keywords: [${[...data.aliases, ...data.searchTerms].map(yamlScalar).join(', ')}]`,
    '---',
    '',
    data.summary,
    '',
    '## Synopsis',
    '',
    fenced('text', data.synopsis),
  ];
  const aliases = aliasLine(data.name, data.aliases);
  if (aliases) out.push('', aliases);
  out.push('', '## Description', '', data.description.trim(), '', '## Examples');
  for (const ex of data.examples) {
    out.push('', `### ${ex.title.trim()}`, '');
    if (ex.intro) out.push(ex.intro.trim(), '');
    out.push(fenced('sl-shell-example', ex.session));
  }
  out.push('', '## Options', '');
  if (data.options.length === 0) {
    out.push(`${code(`sl ${data.name}`)} takes no options of its own.`);
  } else {
    out.push('| Short | Long | Argument | Default | Description |', '| --- | --- | --- | --- | --- |');
    out.push(...data.options.map(optionRow));
  }
  if (data.subcommands?.length) {
    out.push('', '## Subcommands');
    for (const sub of data.subcommands) {
      out.push('', `### ${sub.name}`, '');
      const subAliases = aliasLine(sub.name, sub.aliases);
      if (subAliases) out.push(subAliases, '');
      out.push(sub.description.trim());
    }
  }
  out.push('', '## See also', '');
  if (data.seeAlso.length === 0) out.push('No related commands.');
  for (const target of data.seeAlso) {
    // An unknown target still gets its link; the test reports it as an error.
    const summary = byName.get(target)?.summary;
    out.push(`- [${code(`sl ${target}`)}](./${target}.md)${summary ? `: ${summary}` : ''}`);
  }
  return out.join('\n') + '\n';
}
