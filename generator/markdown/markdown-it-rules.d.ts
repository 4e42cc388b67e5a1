// markdown-it publishes its rule modules (package exports `./*`) without typings; spanned-lines.ts wraps three.
declare module 'markdown-it/lib/rules_inline/backticks.mjs' {
  import type StateInline from 'markdown-it/lib/rules_inline/state_inline.mjs';
  export default function backticks(state: StateInline, silent: boolean): boolean;
}
declare module 'markdown-it/lib/rules_inline/image.mjs' {
  import type StateInline from 'markdown-it/lib/rules_inline/state_inline.mjs';
  export default function image(state: StateInline, silent: boolean): boolean;
}
declare module 'markdown-it/lib/rules_inline/link.mjs' {
  import type StateInline from 'markdown-it/lib/rules_inline/state_inline.mjs';
  export default function link(state: StateInline, silent: boolean): boolean;
}
