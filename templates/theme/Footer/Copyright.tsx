// `@theme/Footer/Copyright`: the config's copyright, HTML as on Docusaurus (sites put links in it).
export default function FooterCopyright({ copyright }: { copyright: string }) {
  return <div className="footer-copyright" dangerouslySetInnerHTML={{ __html: copyright }} />;
}
