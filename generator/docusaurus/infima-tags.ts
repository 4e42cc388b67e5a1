// The look of a docs tag list on a Docusaurus site (templates/docusaurus-doc-tags.tsx), which theme-classic gives
// with CSS modules of its own (Tag, TagsListByLetter) rather than Infima: each tag a luggage label (a pointed left
// end with a hole) in the emphasis border, its count in a grey badge, the border in the link colour on hover (the text
// in the link's hover colour, as any Infima link); a doc's
// inline tags (TagsListInline) a list on the label's line, each tag a rounded box. The border's colour is
// Docusaurus's variable, which a site's stylesheet may set. Only
// a Docusaurus site's pages carry these classes; the stylesheet is with Infima's (infima-classes.ts), so docsgen's
// own sites never load it.
export const INFIMA_TAGS = [
  ':root{--docusaurus-tag-list-border:var(--ifm-color-emphasis-300)}',
  '.tag-list-item{display:inline-block;margin:.5rem .5rem 0 1rem}',
  '.tags-inline{display:inline}',
  '.tags-inline__item{display:inline-block;margin:0 .4rem .5rem 0}',
  '.tag--regular{padding:.2rem .5rem .3rem;border:1px solid var(--docusaurus-tag-list-border);border-radius:var(--ifm-global-radius);font-size:90%;color:var(--ifm-link-color);transition:border var(--ifm-transition-fast)}',
  '.tag--regular:hover{--docusaurus-tag-list-border:var(--ifm-link-color);border-color:var(--docusaurus-tag-list-border);color:var(--c-link-hover,var(--c-link))}',
  // Over docsgen's `.tag` pill: square, at the text's size, in the link colour.
  '.tag--with-count{position:relative;display:flex;align-items:center;padding:0 .5rem 0 1rem;border:1px solid var(--docusaurus-tag-list-border);border-left:0;border-radius:0;font-size:inherit;color:var(--ifm-link-color);transition:border var(--ifm-transition-fast)}',
  '.tag--with-count:hover{--docusaurus-tag-list-border:var(--ifm-link-color);border-color:var(--docusaurus-tag-list-border);color:var(--c-link-hover,var(--c-link))}',
  '.tag--with-count::before,.tag--with-count::after{content:"";position:absolute;top:50%;border:1px solid var(--docusaurus-tag-list-border);transition:inherit}',
  // The point: a square turned 45° whose two outer sides meet the label's top and bottom edges.
  '.tag--with-count::before{right:100%;width:1.18rem;height:1.18rem;border-right:0;border-bottom:0;transform:translate(50%,-50%) rotate(-45deg)}',
  '.tag--with-count::after{left:0;width:.5rem;height:.5rem;border-radius:50%;transform:translateY(-50%)}',
  '.tag--with-count span{margin-left:.3rem;padding:.1rem .4rem;border-radius:var(--ifm-global-radius);background:var(--ifm-color-secondary);color:var(--ifm-color-black);font-size:.7rem;line-height:1.2}',
  // A letter's "#" link shows on hover, as Docusaurus's headings' do.
  ':where(.page-page) article > h2:hover > .hash-link{opacity:1}',
].join('\n');
