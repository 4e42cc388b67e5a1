// `@theme/Footer/Layout`: the footer band around its parts, given already drawn (`links`, `logo`, `copyright`), as
// Docusaurus's is; docsgen's footer markup (templates/Footer.tsx) has one style in both colour modes.
import type { FooterLayoutProps } from './props.ts';

export default function FooterLayout({ links, logo, copyright }: FooterLayoutProps) {
  return (
    <footer className="footer">
      <div className="footer-inner">
        {links}
        <div className="footer-bottom">{logo}{copyright}</div>
      </div>
    </footer>
  );
}
