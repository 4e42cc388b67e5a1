// docsgen's BlogPostItem/Header/Author (Docusaurus 3.4 and before): one author's card.
export { default } from '../../Blog/Components/Author.tsx';
