// `@theme/Footer/Links/MultiColumn`: a titled list per column, each link drawn by `@theme/Footer/LinkItem`.
import { FooterItems } from '../link-list.tsx';
import type { FooterColumn } from '../props.ts';

export default function FooterLinksMultiColumn({ columns }: { columns: FooterColumn[] }) {
  return (
    <div className="footer-columns">
      {columns.map((col, i) => (
        <nav key={`${i}:${col.title ?? ''}`} className="footer-column" aria-label={col.title || undefined}>
          {col.title ? <h2 className="footer-title">{col.title}</h2> : null}
          <FooterItems items={col.items} />
        </nav>
      ))}
    </div>
  );
}
