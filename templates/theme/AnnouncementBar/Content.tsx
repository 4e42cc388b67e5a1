// `@theme/AnnouncementBar/Content`: the config's announcement (its `content`, HTML) with the classes given, for a
// site's own AnnouncementBar.
import { useContext, type HTMLAttributes } from 'react';
import { SiteContext } from '../context.ts';

export default function AnnouncementBarContent(props: HTMLAttributes<HTMLDivElement>) {
  const bar = useContext(SiteContext).siteConfig.themeConfig.announcementBar as { content?: string } | undefined;
  return <div {...props} dangerouslySetInnerHTML={{ __html: bar?.content ?? '' }} />;
}
