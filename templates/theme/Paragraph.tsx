// A paragraph of an MDX doc that holds a component (`DocsgenParagraph`: generator/mdx/rehype-island-paragraphs.ts).
// Inside it a site island is a <span>: the <div> it is elsewhere would end the paragraph in the browser's parser,
// breaking the line around an inline component (island.tsx).
import { createContext, type ComponentProps } from 'react';

export const InParagraph = createContext(false);

export default function Paragraph(props: ComponentProps<'p'>) {
  return (
    <InParagraph.Provider value>
      <p {...props} />
    </InParagraph.Provider>
  );
}
