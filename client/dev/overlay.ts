// What the dev server reports, shown in the page: a failed rebuild as an overlay over the last good page (it
// goes when a save fixes the problems), warnings as a banner the author can dismiss. Each lives in a shadow
// root: the site's stylesheet cannot reach it, and it cannot reach the site. Both follow the page's colour
// mode: the host mirrors <html data-theme>, which the shadow root's styles cannot see.
import type { DevProblem } from './protocol.ts';
import { currentTheme } from '../theme.ts';

const STYLE = `
:host { all: initial; color-scheme: light; --bg: #fff; --text: #1c1e21; --soft: #47494d; --rule: #e3e3e3; --error: #b00020; --error-bar: #d32f2f; --warn: #7a4a00; --warn-bar: #b26a00; --focus: #1a73e8; --backdrop: rgba(0, 0, 0, .55); }
:host([data-theme='dark']) { color-scheme: dark; --bg: #242526; --text: #e3e3e3; --soft: #b4b7bb; --rule: #444950; --error: #ff8a80; --error-bar: #ef5350; --warn: #ffca6b; --warn-bar: #e6a700; --focus: #8ab4f8; --backdrop: rgba(0, 0, 0, .7); }
.panel { font: 14px/1.5 system-ui, sans-serif; color: var(--text); background: var(--bg); box-sizing: border-box; }
.overlay { position: fixed; inset: 0; z-index: 2147483647; background: var(--backdrop); display: flex; align-items: flex-start; justify-content: center; padding: 6vh 16px; overflow: auto; }
.overlay .panel { max-width: 860px; width: 100%; border-top: 6px solid var(--error-bar); border-radius: 8px; padding: 20px 24px; box-shadow: 0 10px 40px rgba(0, 0, 0, .35); }
.banner { position: fixed; left: 16px; right: 16px; bottom: 16px; z-index: 2147483646; }
.banner .panel { border-left: 6px solid var(--warn-bar); border-radius: 8px; padding: 12px 48px 12px 16px; box-shadow: 0 4px 20px rgba(0, 0, 0, .25); max-height: 40vh; overflow: auto; position: relative; }
:host([data-theme='dark']) .panel { outline: 1px solid var(--rule); }
h2 { font-size: 18px; margin: 0 0 4px; }
p.note { margin: 0 0 12px; color: var(--soft); }
ol { list-style: none; margin: 0; padding: 0; }
li { padding: 10px 0; border-top: 1px solid var(--rule); }
.where { font: 13px/1.4 ui-monospace, SFMono-Regular, Menlo, monospace; color: var(--error); word-break: break-all; }
.banner .where { color: var(--warn); }
.message { display: block; margin-top: 2px; white-space: pre-wrap; }
.hint { display: block; color: var(--soft); }
a { color: inherit; }
button { position: absolute; top: 8px; right: 8px; font: inherit; font-size: 20px; line-height: 1; border: 0; background: none; cursor: pointer; padding: 6px 10px; color: var(--soft); border-radius: 4px; }
button:focus-visible { outline: 2px solid var(--focus); }
`;

let overlay: HTMLElement | undefined;
let banner: HTMLElement | undefined;
/** The warnings the author dismissed: the same list does not come back, a different one does. */
let dismissed = '';

export function showFailure(problems: DevProblem[]): void {
  hideFailure();
  overlay = host('docsgen-error-overlay', `<div class="overlay"><div class="panel" role="alert" aria-labelledby="t">
    <h2 id="t">The site did not rebuild</h2>
    <p class="note">The page below is the last good build. Fix ${problems.length === 1 ? 'this problem' : `these ${problems.length} problems`} and save: this closes by itself.</p>
    ${list(problems)}</div></div>`);
}

export function hideFailure(): void {
  overlay?.remove();
  overlay = undefined;
}

export function showWarnings(warnings: DevProblem[]): void {
  const key = JSON.stringify(warnings);
  if (banner?.dataset.key === key) return;
  banner?.remove();
  banner = undefined;
  if (!warnings.length || key === dismissed) return;
  banner = host('docsgen-warnings', `<div class="banner"><div class="panel" role="status" aria-labelledby="t">
    <h2 id="t">${warnings.length === 1 ? '1 warning' : `${warnings.length} warnings`}</h2>
    ${list(warnings)}<button type="button" aria-label="Dismiss the warnings">×</button></div></div>`);
  banner.dataset.key = key;
  banner.shadowRoot!.querySelector('button')!.addEventListener('click', () => {
    dismissed = key;
    banner?.remove();
    banner = undefined;
  });
}

function host(name: string, html: string): HTMLElement {
  const el = document.createElement(name);
  el.attachShadow({ mode: 'open' }).innerHTML = `<style>${STYLE}</style>${html}`;
  el.setAttribute('data-theme', currentTheme());
  followTheme();
  document.body.append(el);
  return el;
}

let themeObserver: MutationObserver | undefined;

/** The toggle (or another tab) changes the mode while a panel is open: the panels change with the page. */
function followTheme(): void {
  themeObserver ??= new MutationObserver(() => {
    for (const el of [overlay, banner]) el?.setAttribute('data-theme', currentTheme());
  });
  themeObserver.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
}

function list(problems: DevProblem[]): string {
  return `<ol>${problems.map((p) => {
    const where = p.editorUrl ? `<a href="${escape(p.editorUrl)}" title="Open in your editor">${escape(p.where)}</a>` : escape(p.where);
    return `<li><span class="where">${where}</span><span class="message">${escape(p.message)}</span>${p.hint ? `<span class="hint">hint: ${escape(p.hint)}</span>` : ''}</li>`;
  }).join('')}</ol>`;
}

function escape(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
