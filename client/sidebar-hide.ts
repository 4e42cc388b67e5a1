// `themeConfig.docs.sidebar.hideable`: a button at the docs sidebar's foot shrinks it to a thin strip, whose own
// button brings it back. The choice is kept (localStorage) across client navigation and reloads, where the head
// script applies it before paint (templates/theme-script.ts). Loaded by reader.ts on the sites that turn it on.
// The constants are inlined: this chunk shares no chunk with the boot module.
import { ATTR, EVENT, SIDEBAR_HIDDEN } from './inlined-constants.ts';

export function initSidebarHide(): void {
  const root = document.documentElement;
  const [hideTitle = 'Collapse sidebar', showTitle = 'Expand sidebar'] = (root.getAttribute(ATTR.sidebarHideable) ?? '').split('|');
  const set = (hidden: boolean) => {
    root.toggleAttribute(ATTR.sidebarHidden, hidden);
    try {
      if (hidden) localStorage.setItem(SIDEBAR_HIDDEN.key, 'true');
      else localStorage.removeItem(SIDEBAR_HIDDEN.key);
    } catch {
      // Without storage the choice lasts until the next reload.
    }
    // Focus stays on the sidebar's edge: on the button that undoes what was done.
    document.querySelector<HTMLButtonElement>(hidden ? '.sidebar-show-button' : '.sidebar-hide-button')?.focus();
  };
  const add = () => {
    const aside = document.getElementById('docs-sidebar');
    if (!aside || aside.querySelector(':scope > .sidebar-hide-button')) return;
    aside.append(button('sidebar-hide-button', hideTitle, '\u00ab', () => set(true)), button('sidebar-show-button', showTitle, '\u00bb', () => set(false)));
  };
  add();
  // A sidebar client navigation built (the first docs page after another kind) gets them too.
  document.addEventListener(EVENT.page, add);
}

function button(className: string, title: string, arrow: string, onClick: () => void): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.className = className;
  b.title = title;
  b.setAttribute('aria-label', title);
  const icon = document.createElement('span');
  icon.setAttribute('aria-hidden', 'true');
  icon.textContent = arrow;
  b.append(icon);
  b.addEventListener('click', onClick);
  return b;
}
