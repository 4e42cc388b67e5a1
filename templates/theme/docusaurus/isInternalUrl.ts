// `@docusaurus/isInternalUrl`: whether a link stays on the site (no scheme, not protocol-relative), as the doc cards
// and sidebar items of Docusaurus's theme tell them apart.

export function hasProtocol(url: string): boolean {
  return /^(?:\w*:|\/\/)/.test(url);
}

export default function isInternalUrl(url?: string): boolean {
  return url !== undefined && !hasProtocol(url);
}
