// `@theme/AnnouncementBar/Content`: the config's announcement (its `content`, HTML) with the classes given, for a
// site's own AnnouncementBar; centred as Docusaurus's (its rule comes with the bar: templates/navbar-slots.tsx).
import { useContext, type HTMLAttributes } from 'react';
import { SiteContext } from '../context.ts';

export default function AnnouncementBarContent({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  const bar = useContext(SiteContext).siteConfig.themeConfig.announcementBar as { content?: string } | undefined;
  return <div {...props} className={className ? `announcement-bar-content ${className}` : 'announcement-bar-content'} dangerouslySetInnerHTML={{ __html: bar?.content ?? '' }} />;
}
