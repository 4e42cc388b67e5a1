// lunr 2.3.9 keys token-set states for minimisation as label + node id with no separator, so with digit
// labels two different states can share a key and be merged (invented terms, lost ones); this key cannot.
import lunr from 'lunr';

interface TokenSetState {
  final: boolean;
  edges: Record<string, TokenSetState>;
  id: number;
  /** lunr's cache of the key, set once a state is minimised. */
  _str?: string;
}

// An edge label is one character and an id is digits, so "label:id," parses back one way only.
lunr.TokenSet.prototype.toString = function (this: TokenSetState): string {
  if (this._str) return this._str;
  let key = this.final ? '1' : '0';
  for (const label of Object.keys(this.edges).sort()) key += `${label}:${this.edges[label]!.id},`;
  return key;
};
