// `@theme/BackToTopButton`, which a site's `DocRoot/Layout` draws: nothing, docsgen's doc page having its own
// back-to-top link (templates/DocPage.tsx).
export default function BackToTopButton(): null {
  return null;
}
