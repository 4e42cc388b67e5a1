import type { AnnouncementBar as Bar } from '../generator/types.ts';
import { ATTR } from '../client/constants.ts';

/** A site-wide notice; the client hides it once dismissed (remembered per announcement id). */
export function AnnouncementBar({ bar, closeLabel = 'Close announcement' }: { bar: Bar; /** The close button's name, in the page's locale. */ closeLabel?: string }) {
  return (
    <div className="announcement" role="region" aria-label="Announcement" {...{ [ATTR.announcementId]: bar.id }}
      style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}>
      <div className="announcement-content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable ? <button type="button" className="announcement-close" aria-label={closeLabel}>×</button> : null}
    </div>
  );
}
