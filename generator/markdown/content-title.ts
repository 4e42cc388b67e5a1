// Docusaurus's `contentTitle` of a doc, page or post as its metadata reads it (its parseMarkdownContentTitle): the
// `# Title` (ATX, or setext `Title` over `===`) the text after the front matter opens with, once the MDX `import`
// blocks before it (each up to a blank line) are skipped. A custom id (`{#id}`) is dropped and inline code unwrapped.

export function contentTitle(content: string): string | undefined {
  const text = content.trim().replace(/^(?:import\s(?:.|\r?\n(?!\r?\n))*(?:\r?\n){2,})*/, '').trim();
  const found = /^#[ \t]+([^ \t].*)(?:\r?\n|$)/.exec(text) ?? /^(.*)\r?\n=+(?:\r?\n|$)/.exec(text);
  if (!found) return undefined;
  return found[1]!.replace(/\s*\{#[^{}]+\}\s*$/, '').replace(/`([^`]*)`/g, '$1').trim();
}
