// `@theme/IconClose`: Docusaurus 2's name of `@theme/Icon/Close`.
export { default } from './Icon/Close.tsx';
