// `_category_.json` / `_category_.yml`: a sidebar category's label, position, collapsing and link.
import path from 'node:path';
import * as z from 'zod';
import { issueText, valueAt } from '../../config/issue-text.ts';
import { shown } from '../../did-you-mean.ts';
import { BuildError, fail, parseJson } from '../../errors.ts';
import { keyPositionIn } from '../key-position.ts';
import { parseYaml } from '../yaml.ts';
import { numberPrefix, stripNumberPrefix, type NumberPrefixParser } from './number-prefix.ts';
import type { CategoryMeta } from '../../types.ts';
import { DOCS } from '../../docs-url.ts';

const categorySchema = z.strictObject({
  label: z.string().optional(),
  position: z.number().optional(),
  collapsed: z.boolean().optional(),
  collapsible: z.boolean().optional(),
  className: z.string().optional(),
  customProps: z.record(z.string(), z.unknown()).optional(),
  link: z
    .discriminatedUnion('type', [
      z.strictObject({ type: z.literal('doc'), id: z.string() }),
      z.strictObject({
        type: z.literal('generated-index'),
        slug: z.string().optional(),
        title: z.string().optional(),
        description: z.string().optional(),
        keywords: z.array(z.string()).optional(),
      }),
    ])
    .nullable()
    .optional(),
});

const ALLOWED_KEYS = `allowed keys: label, position, collapsed, collapsible, className, customProps, link ({type:"doc", id} or {type:"generated-index", slug, title, description}); see ${DOCS.categoryFiles}`;

/** `parse`: the docs' number prefix rule, for a category without a label or position of its own. */
export function parseCategory(raw: string, file: string, dir: string, parse?: NumberPrefixParser): CategoryMeta {
  const json = file.endsWith('.json') ? parseJson(raw, file, 'category file') : parseCategoryYaml(raw, file);
  if (json === null || typeof json !== 'object' || Array.isArray(json)) {
    // The first line with content: where the list or the value starts.
    const line = raw.split('\n').findIndex((l) => l.trim() && !l.trim().startsWith('#')) + 1;
    fail({ file, line: line || undefined }, `a category file must be a mapping of keys (label, position, …), got ${Array.isArray(json) ? 'a list' : shown(json)}`, ALLOWED_KEYS);
  }
  // A few per site: zod's compiled fast path would cost more to compile than it saves (see validateConfig).
  const result = categorySchema.safeParse(json, { jitless: true });
  if (!result.success) {
    throw new BuildError(result.error.issues.map((issue) => ({
      pos: keyPositionIn(raw, file, String(issue.code === 'unrecognized_keys' ? issue.keys[0] : issue.path[issue.path.length - 1] ?? '')),
      message: issue.code === 'unrecognized_keys'
        ? `unknown key(s) ${issue.keys.map((k) => `"${k}"`).join(', ')} in category file`
        : `category key "${issue.path.join('.')}"${issueText(issue, valueAt(json, issue.path))}`,
      hint: ALLOWED_KEYS,
    })));
  }
  const c = result.data;
  return {
    dir,
    file,
    label: c.label ?? stripNumberPrefix(path.posix.basename(dir), parse),
    position: c.position ?? numberPrefix(path.posix.basename(dir), parse),
    collapsed: c.collapsed ?? true,
    collapsible: c.collapsible ?? true,
    className: c.className,
    customProps: c.customProps,
    link: c.link ?? undefined,
  };
}

function parseCategoryYaml(raw: string, file: string): unknown {
  return parseYaml(raw, { file, what: 'invalid YAML in category file', hint: 'quote values that contain ":" or start with a special character' }) ?? {};
}
