// Mermaid diagrams (`markdown.mermaid`, see generator/markdown/plugins/remark-mermaid.ts): loaded only by pages that
// have one. The library comes from the URL the diagram names (a file of this site), each diagram is drawn in the
// colour mode shown and drawn again when the mode changes; one that cannot be drawn keeps showing its source.
import { ATTR } from './inlined-constants.ts';

interface Mermaid {
  initialize(config: Record<string, unknown>): void;
  render(id: string, text: string): Promise<{ svg: string; bindFunctions?: (element: Element) => void }>;
}

interface DiagramConfig {
  light: string;
  dark: string;
  options: Record<string, unknown>;
}

let library: Promise<Mermaid> | undefined;
/** Diagrams are drawn one at a time: Mermaid keeps state while it renders. */
let queue: Promise<void> = Promise.resolve();
let drawn = 0;
let watching = false;

export function drawDiagrams(root: ParentNode): void {
  draw([...root.querySelectorAll<HTMLElement>(`[${ATTR.mermaid}]`)]);
  if (watching) return;
  watching = true;
  new MutationObserver(() => draw([...document.querySelectorAll<HTMLElement>(`[${ATTR.mermaid}]`)]))
    .observe(document.documentElement, { attributes: true, attributeFilter: [ATTR.theme] });
}

function draw(diagrams: HTMLElement[]): void {
  if (diagrams.length) queue = queue.then(() => drawAll(diagrams));
}

async function drawAll(diagrams: HTMLElement[]): Promise<void> {
  // A file of this site only (site-path.ts's rule, written here: importing it would split a chunk off the boot module).
  const src = new URL(diagrams[0]!.getAttribute(ATTR.mermaid)!, location.href);
  if (src.origin !== location.origin) return;
  let mermaid: Mermaid;
  try {
    mermaid = await (library ??= importFile(src.href).then((m) => m.default));
  } catch (err) {
    // Tried again with the next page that has a diagram.
    library = undefined;
    console.warn('[docsgen] could not load Mermaid', err);
    return;
  }
  const mode = document.documentElement.getAttribute(ATTR.theme) === 'dark' ? 'dark' : 'light';
  for (const diagram of diagrams) {
    if (!diagram.isConnected || diagram.getAttribute(DRAWN) === mode) continue;
    const config = JSON.parse(diagram.getAttribute(ATTR.mermaidConfig) ?? '{}') as DiagramConfig;
    mermaid.initialize({ ...config.options, startOnLoad: false, theme: config[mode] });
    try {
      const { svg, bindFunctions } = await mermaid.render(`mermaid-diagram-${++drawn}`, diagram.querySelector('pre')!.textContent ?? '');
      let out = diagram.querySelector<HTMLElement>('.mermaid-svg');
      if (!out) diagram.append((out = Object.assign(document.createElement('div'), { className: 'mermaid-svg' })));
      out.innerHTML = svg;
      bindFunctions?.(out);
      diagram.setAttribute(DRAWN, mode);
    } catch (err) {
      console.warn('[docsgen] could not draw a Mermaid diagram', err);
    }
  }
}

/** The colour mode a diagram was drawn in (its source is hidden once drawn). */
const DRAWN = 'data-drawn';

/** Through a variable, so that the bundler leaves the (already built) file alone. */
function importFile(url: string): Promise<{ default: Mermaid }> {
  return import(url);
}
