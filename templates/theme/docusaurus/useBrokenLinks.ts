// `@docusaurus/useBrokenLinks`: what Docusaurus's own Heading (and so an ejected one) calls to register an anchor or
// a link with its link checker. docsgen checks a page's links and anchors from its Markdown (its headings', every
// element's `id`, its links), so a component's registering adds nothing to check: both are accepted and dropped.
export interface BrokenLinks {
  collectLink(link: string | undefined): void;
  collectAnchor(anchor: string | undefined): void;
}

const ACCEPTED: BrokenLinks = { collectLink: () => {}, collectAnchor: () => {} };

export default function useBrokenLinks(): BrokenLinks {
  return ACCEPTED;
}
