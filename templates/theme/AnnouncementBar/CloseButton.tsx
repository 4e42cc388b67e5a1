// `@theme/AnnouncementBar/CloseButton`: the bar's close button (its `onClick`, usually `useAnnouncementBar().close`),
// for a site's own AnnouncementBar.
import type { ButtonHTMLAttributes } from 'react';
import { translate } from '../docusaurus/Translate.tsx';

export default function AnnouncementBarCloseButton({ className, ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  const close = translate({ id: 'theme.AnnouncementBar.closeButtonAriaLabel', message: 'Close' });
  return (
    <button type="button" aria-label={close} title={close} {...props} className={['clean-btn', 'close', className].filter(Boolean).join(' ')}>
      <svg viewBox="0 0 15 15" width="14" height="14" aria-hidden="true"><path fill="currentColor" d="M8.4 7.5l5.8-5.8-.9-.9-5.8 5.8L1.7.8l-.9.9 5.8 5.8-5.8 5.8.9.9 5.8-5.8 5.8 5.8.9-.9z" /></svg>
    </button>
  );
}
