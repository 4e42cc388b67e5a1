// `@theme/Footer/Layout`: the footer band around its parts, given already drawn (`links`, `logo`, `copyright`), as
// Docusaurus's is, in its `style` (Docusaurus's default, `light`, unless `dark`), as docsgen's own (templates/Footer.tsx).
import type { FooterLayoutProps } from './props.ts';

export default function FooterLayout({ style, links, logo, copyright }: FooterLayoutProps) {
  return (
    <footer className={style === 'dark' ? 'footer' : 'footer footer-light'}>
      <div className="footer-inner">
        {links}
        <div className="footer-bottom">{logo}{copyright}</div>
      </div>
    </footer>
  );
}
