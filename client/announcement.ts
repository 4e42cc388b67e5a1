// The announcement bar: closing it hides it and remembers the announcement's id, so it stays closed until a
// new announcement (another id) replaces it. The inline head script applies a stored dismissal before paint.
import { ANNOUNCEMENT_DISMISSED_ATTR, ANNOUNCEMENT_KEY, ATTR } from './constants.ts';
import { writeStorage } from './storage.ts';

export function initAnnouncement(): void {
  const bar = document.querySelector<HTMLElement>(`[${ATTR.announcementId}]`);
  bar?.querySelector('.announcement-close')?.addEventListener('click', () => {
    document.documentElement.setAttribute(ANNOUNCEMENT_DISMISSED_ATTR, '');
    writeStorage(ANNOUNCEMENT_KEY, bar.dataset.announcementId ?? '');
  });
}
