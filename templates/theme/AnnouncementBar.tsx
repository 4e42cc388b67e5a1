// `@theme-original/AnnouncementBar`: docsgen's announcement bar, in a site's AnnouncementBar that wraps it: a marker the
// page fills with it (templates/Layout.tsx).
import { Original } from './DocItem/original.tsx';

export default function AnnouncementBar() {
  return <Original part="AnnouncementBar" />;
}
