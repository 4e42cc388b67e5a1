// The grammar of a language, from what the build gives the browser's highlighter (browser-code.ts): the site's own
// Prism grammars, each encoded apart, else Docusaurus's languages, encoded as one object (the languages embed and
// copy one another: each part is written once) and decoded when a block first needs one. No Node module.
import { decodeGrammar, type Json } from './grammar-codec.ts';

export interface EncodedGrammars {
  /** Prism's languages by every name (other names are the same grammar), encoded together (grammar-codec.ts). */
  languages: Json;
  /** The site's Prism setup's grammars by language, each encoded. */
  grammars: Record<string, string>;
}

/** `decoded`: told of Docusaurus's languages once decoded (the browser's Prism takes them for its hooks). */
export function grammarFinder({ languages, grammars }: EncodedGrammars, decoded?: (languages: Record<string, object>) => void): (lang: string) => object | undefined {
  let all: Record<string, object> | undefined;
  const own = new Map<string, object>();
  return (lang) => {
    if (Object.hasOwn(grammars, lang)) {
      let grammar = own.get(lang);
      if (!grammar) own.set(lang, (grammar = decodeGrammar(grammars[lang]!)));
      return grammar;
    }
    if (!all) {
      all = decodeGrammar(languages) as Record<string, object>;
      decoded?.(all);
    }
    return Object.hasOwn(all, lang) ? all[lang] : undefined;
  };
}
