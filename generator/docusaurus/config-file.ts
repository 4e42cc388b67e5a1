/** The file names Docusaurus loads its config from. */
export const DOCUSAURUS_CONFIG = /^docusaurus\.config\.(js|cjs|mjs|ts|mts|cts)$/;
