// `@docusaurus/Interpolate`: see Translate.tsx.
export { Interpolate as default, interpolate } from './Translate.tsx';
