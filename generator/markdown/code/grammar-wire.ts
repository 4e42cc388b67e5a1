// A site's Prism grammars on their way to the highlighting worker: each grammar (tens of KB of text) goes once to a
// pool's worker, with the first ask or highlight-ahead list that needs it, and requests name it by its id after.
// Each request carrying its text had every block of such a language copy it to the worker, which then looked it up
// by the whole text. Asks and tells reach the worker in the order they are sent, so a grammar is there before the
// first request that names it alone.
import type { Pool } from '../../threads/pool.ts';
import { grammarId } from './prism-grammar.ts';
import type { HighlightRequest } from './rehype-code.ts';

/** Grammars' texts by id, sent with an ask or a list for those the worker has not had. */
export type GrammarTexts = Record<string, string>;

/** The grammars each pool's worker has had (by id). */
const sentTo = new WeakMap<Pool, Set<string>>();

/**
 * `texts` (grammar texts) for `pool`'s worker: their ids, and the texts of those it has not had yet, now counted as
 * sent (the caller sends them).
 */
export function grammarsFor(pool: Pool, texts: Iterable<string>): { ids: string[]; fresh: GrammarTexts } {
  let sent = sentTo.get(pool);
  if (!sent) sentTo.set(pool, (sent = new Set()));
  const fresh: GrammarTexts = {};
  const ids = [...texts].map((text) => {
    const id = grammarId(text);
    if (!sent.has(id)) {
      sent.add(id);
      fresh[id] = text;
    }
    return id;
  });
  return { ids, fresh };
}

/** `requests` as sent to `pool`'s worker: each grammar named by its id, with the texts it lacks. */
export function requestsFor(pool: Pool, requests: HighlightRequest[]): { requests: HighlightRequest[]; grammars?: GrammarTexts } {
  if (!requests.some((r) => r.grammar !== undefined)) return { requests };
  const { ids, fresh } = grammarsFor(pool, requests.flatMap((r) => (r.grammar === undefined ? [] : [r.grammar])));
  let k = 0;
  const named = requests.map((r) => (r.grammar === undefined ? r : { ...r, grammar: ids[k++]! }));
  return { requests: named, ...(Object.keys(fresh).length ? { grammars: fresh } : {}) };
}

/** On the worker: the grammars it has had, by id. */
const received = new Map<string, string>();

export function receiveGrammars(texts: GrammarTexts | undefined): void {
  for (const [id, text] of Object.entries(texts ?? {})) received.set(id, text);
}

/** The text of the grammar `id` names (received before). */
export function receivedGrammar(id: string): string {
  const text = received.get(id);
  if (text === undefined) throw new Error(`the highlighting worker was asked for Prism grammar ${id}, which it was never sent`);
  return text;
}

/** Requests as the worker got them (see `requestsFor`), each with its grammar's text. */
export function receivedRequests(payload: { requests: HighlightRequest[]; grammars?: GrammarTexts }): HighlightRequest[] {
  receiveGrammars(payload.grammars);
  return payload.requests.map((r) => (r.grammar === undefined ? r : { ...r, grammar: receivedGrammar(r.grammar) }));
}
