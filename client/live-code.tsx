// A live code block's playground in the browser (see generator/markdown/plugins/remark-live-code.ts): bundled for
// each site that has live blocks with its own `react-live` and `@theme/ReactLiveScope`, loaded as a site island when
// the block comes near the viewport. It renders into the server's frame the same headers, the code as an editor in
// the code block's box, and the result; an error in the reader's code shows in the result as a message.
import { Component, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { LiveEditor, LiveError, LivePreview, LiveProvider } from 'react-live';
import scope from '@theme/ReactLiveScope';
import type { PlaygroundProps } from '../generator/markdown/plugins/remark-live-code.ts';

/** Docusaurus's default: an expression block becomes a statement (react-live renders what it evaluates to). */
const transformCode = (code: string) => `${code};`;

/** Token colours from CSS variables (live-code.css), so the editor follows the colour mode. */
const THEME = {
  plain: { color: 'var(--live-plain)', backgroundColor: 'var(--c-code-bg)' },
  styles: [
    { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { color: 'var(--live-comment)' } },
    { types: ['keyword', 'selector', 'important', 'atrule'], style: { color: 'var(--live-keyword)' } },
    { types: ['string', 'char', 'regex', 'attr-value', 'template-string'], style: { color: 'var(--live-string)' } },
    { types: ['function', 'class-name', 'maybe-class-name'], style: { color: 'var(--live-function)' } },
    { types: ['number', 'boolean', 'constant', 'builtin', 'property'], style: { color: 'var(--live-constant)' } },
    { types: ['tag'], style: { color: 'var(--live-tag)' } },
    { types: ['attr-name'], style: { color: 'var(--live-attr)' } },
  ],
};

/**
 * The scope's names that can be parameters of the function react-live runs the code in: a module namespace spread
 * into it (`...React`, as the default scope does) brings a `default` that would make every block a syntax error.
 */
const names = Object.fromEntries(Object.entries(scope).filter(([name]) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default'));

export function hydrate(el: HTMLElement, props: PlaygroundProps): void {
  createRoot(el).render(<Playground {...props} />);
}

function Playground({ code, language, noInline, position, labels }: PlaygroundProps) {
  const editor = [<Header key="eh">{labels?.editor ?? 'Live Editor'}</Header>, <LiveEditor key="e" className="code-block playground-editor" />];
  const result = [<Header key="rh">{labels?.result ?? 'Result'}</Header>, <Result key="r" />];
  return (
    <LiveProvider code={code.replace(/\n$/, '')} language={language} noInline={noInline} transformCode={transformCode} scope={names} theme={THEME}>
      {position === 'top' ? [...result, ...editor] : [...editor, ...result]}
    </LiveProvider>
  );
}

function Header({ children }: { children: ReactNode }) {
  return <div className="playground-header">{children}</div>;
}

function Result() {
  return (
    <div className="playground-preview">
      <ErrorBox>
        <LivePreview />
      </ErrorBox>
      <LiveError className="playground-error" role="alert" />
    </div>
  );
}

/** What react-live's own boundary does not catch (a scope that throws, a preview that fails to mount) as a message. */
class ErrorBox extends Component<{ children: ReactNode }, { error?: string }> {
  state: { error?: string } = {};

  static getDerivedStateFromError(error: unknown) {
    return { error: String(error) };
  }

  render() {
    return this.state.error === undefined ? this.props.children : <pre className="playground-error" role="alert">{this.state.error}</pre>;
  }
}
