// `react-router` and `react-router-dom` imports (sites have them through Docusaurus): docsgen's router in their
// place (templates/theme/docusaurus/react-router.ts), on the server, in islands and in client modules, installed
// or not; what it does not provide is named at build.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { buildFails } from '../helpers/build-fails.ts';
import { tmpSite } from '../helpers/tmp-site.ts';
import { matchPath } from '../../templates/theme/docusaurus/match-path.ts';

const config = `module.exports = {
  title: 'Pantry', url: 'https://pantry.example.org', baseUrl: '/sub/',
  presets: [['classic', { blog: false, docs: { sidebarPath: './sidebars.js' } }]],
  clientModules: ['./src/track.js'],
};
`;

const WHERE = `import React from 'react';
import { useLocation, useRouteMatch, useParams, matchPath, withRouter, Link, NavLink } from 'react-router-dom';
const Shown = withRouter(({ location, match, history }) => <i>{location.pathname}|{match.url}|{typeof history.push}</i>);
export default function Where() {
  const docs = useRouteMatch('/sub/docs/:id');
  const here = matchPath(useLocation().pathname, { path: '/sub/shelf', exact: true });
  return (<div className="where">
    <b>{docs ? docs.params.id : 'none'}|{here ? here.url : 'none'}|{JSON.stringify(useParams())}</b><Shown />
    <NavLink to="/sub/shelf" className="nav" activeClassName="on">Shelf</NavLink>
    <NavLink to={{ pathname: '/sub/docs/jam' }}>Jam</NavLink><Link to="/sub/docs/jam?x=1">Plain</Link>
  </div>);
}
`;

const COUNTER = `import React, { useState } from 'react';
import { useHistory } from 'react-router';
export default function Counter() {
  const [n, setN] = useState(0);
  const history = useHistory();
  return <button className="counter" onClick={() => { setN(n + 1); history.push('/sub/'); }}>{n}</button>;
}
`;

async function build(files: Record<string, string> = {}) {
  const dir = tmpSite({
    'docusaurus.config.js': config,
    'sidebars.js': "module.exports = { main: ['jam'] };",
    'docs/jam.mdx': "# Jam\n\nimport Where from '@site/src/components/Where';\nimport Counter from '@site/src/components/Counter';\n\n<Where />\n\n<Counter />\n",
    'src/pages/shelf.js': "import React from 'react';\nimport Where from '@site/src/components/Where';\nexport default function Shelf() { return <Where />; }\n",
    'src/components/Where.js': WHERE,
    'src/components/Counter.js': COUNTER,
    'src/track.js': "import { matchPath } from 'react-router-dom';\nexport function onRouteDidUpdate({ location }) { window.seen = matchPath(location.pathname, '/sub/docs/:id'); }\n",
    ...files,
  });
  return { dir, built: await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js'))) };
}

test('react-router-dom in a doc\'s component and a page: the page\'s location, matches, withRouter, links under the path given', async () => {
  const { built } = await build();
  const doc = String(built.files.get('docs/jam/index.html'));
  const where = (html: string) => html.slice(html.indexOf('<div class="where">'), html.indexOf('</div>', html.indexOf('<div class="where">')));
  assert.match(where(doc), /<b>jam(<!-- -->)?\|(<!-- -->)?none(<!-- -->)?\|(<!-- -->)?\{\}<\/b><i>\/sub\/docs\/jam(<!-- -->)?\|(<!-- -->)?\/sub\/docs\/jam(<!-- -->)?\|(<!-- -->)?function<\/i>/);
  assert.match(where(doc), /<a class="nav" href="\/sub\/shelf">Shelf<\/a><a class="active" aria-current="page" href="\/sub\/docs\/jam">Jam<\/a><a href="\/sub\/docs\/jam\?x=1">Plain<\/a>/);
  const shelf = String(built.files.get('shelf/index.html'));
  assert.match(where(shelf), /<b>none(<!-- -->)?\|(<!-- -->)?\/sub\/shelf(<!-- -->)?\|/);
  assert.match(where(shelf), /<a class="nav on" aria-current="page" href="\/sub\/shelf">Shelf<\/a><a href="\/sub\/docs\/jam">Jam<\/a>/);
  // The component with state is an island: its browser bundle resolves react-router too.
  assert.match(doc, /data-island="site" data-island-src="\/sub\/assets\/island-Counter-\d+\.\w+\.js"/);
  const island = [...built.files].find(([f]) => /island-Counter-\d+\.\w+\.js$/.test(f));
  assert.ok(island, 'the island is bundled');
  assert.ok([...built.files.keys()].some((f) => /client-modules\.\w+\.js$/.test(f)), 'the client module bundled');
});

test('a site listing react-router-dom without installing it still gets docsgen\'s, not a stand-in drawing nothing', async () => {
  const { built } = await build({ 'package.json': JSON.stringify({ dependencies: { 'react-router-dom': '^5.3.4', '@docusaurus/core': '^3.5.0' } }) });
  assert.match(String(built.files.get('docs/jam/index.html')), /<div class="where"><b>jam/);
});

const ROUTES = `import React, { useState } from 'react';
import { Switch, Route, BrowserRouter, useParams, useRouteMatch } from 'react-router-dom';
const Shelf = () => <u>shelf {useParams().id}|{useRouteMatch().path}</u>;
export function Tally() {
  const [n, setN] = useState(0);
  return <Switch><Route path="/sub/docs/:id" render={({ match }) => <button className="tally" onClick={() => setN(n + 1)}>{match.params.id} {n}</button>} /></Switch>;
}
export default function Routes() {
  return (<BrowserRouter><div className="routes">
    <Switch>
      <Route exact path="/sub/docs" component={() => 'index'} />
      <Route path="/sub/docs/:id"><Shelf /></Route>
      <Route render={() => 'fallback'} />
    </Switch>
    <Switch><Route path="/sub/nowhere">never</Route></Switch>
    <Route path="/sub/elsewhere">{({ match }) => <s>{match ? 'there' : 'not there'}</s>}</Route>
    <Route path="/sub/docs/jam" component={({ location }) => <q>{location.pathname}</q>} />
  </div></BrowserRouter>);
}
`;

test('Switch and Route route within the page as react-router v5 does: the first match alone, its params to useParams, render, component and children', async () => {
  const { built } = await build({
    'src/components/Routes.js': ROUTES,
    'docs/jam.mdx': "# Jam\n\nimport Routes, { Tally } from '@site/src/components/Routes';\n\n<Routes />\n\n<Tally />\n",
    'src/pages/tabs.js': "import React from 'react';\nimport Routes from '@site/src/components/Routes';\nexport default function Tabs() { return <Routes />; }\n",
  });
  const doc = String(built.files.get('docs/jam/index.html'));
  const routes = (html: string) => html.slice(html.indexOf('<div class="routes">'), html.indexOf('</div>', html.indexOf('<div class="routes">')));
  assert.match(routes(doc), /^<div class="routes"><u>shelf (<!-- -->)?jam(<!-- -->)?\|(<!-- -->)?\/sub\/docs\/:id<\/u><s>not there<\/s><q>\/sub\/docs\/jam<\/q>$/);
  assert.match(routes(String(built.files.get('tabs/index.html'))), /^<div class="routes">fallback<s>not there<\/s>$/);
  // A component with state routing in itself is an island (its module's), its bundle with the routes, drawn at the page's path.
  assert.match(doc, /<button class="tally">jam(<!-- -->)? (<!-- -->)?0<\/button>/);
  assert.ok([...built.files.keys()].some((f) => /island-Routes-\d+\.\w+\.js$/.test(f)), 'the island is bundled');
});

test('a react-router name docsgen does not provide (Prompt) is named, at the file importing it', async () => {
  const dir = tmpSite({
    'docusaurus.config.js': config.replace(/\n  clientModules[^\n]*/, ''),
    'sidebars.js': "module.exports = { main: ['jam'] };", 'docs/jam.md': '# Jam\n',
    'src/pages/form.js': "import React from 'react';\nimport { Prompt } from 'react-router-dom';\nexport default function Form() { return <Prompt when message=\"Leave?\" />; }\n",
  });
  const problem = await buildFails(path.join(dir, 'docusaurus.config.js'));
  assert.match(problem.message, /"Prompt" is not among what docsgen's "react-router-dom" provides/);
  assert.match(problem.pos.file, /src\/pages\/form\.js$/);
});

test('matchPath reads patterns as react-router v5: parameters, optional ones, wildcards, exact, strict and case', () => {
  assert.equal(matchPath('/docs/intro/more', '/docs/:id'), { path: '/docs/:id', url: '/docs/intro', isExact: false, params: { id: 'intro' } });
  assert.is(matchPath('/docs/intro/more', { path: '/docs/:id', exact: true }), null);
  assert.equal(matchPath('/tags', '/tags/:tag?')?.params, { tag: undefined });
  assert.equal(matchPath('/blog/2024/x', '/blog/*')?.params, { 0: '2024/x' });
  assert.equal(matchPath('/users/12', '/users/:id(\\d+)')?.params, { id: '12' });
  assert.is(matchPath('/users/ab', '/users/:id(\\d+)'), null);
  assert.is(matchPath('/docsx', '/docs'), null, 'a prefix ends at a segment');
  assert.is(matchPath('/docs/', { path: '/docs', strict: true, exact: true }), null);
  assert.is(matchPath('/Docs', { path: '/docs', sensitive: true }), null);
  assert.is(matchPath('/Docs', '/docs')?.url, '/Docs');
  assert.is(matchPath('/anything', '/')?.url, '/');
  assert.is(matchPath('/a', ['/b', '/a'])?.path, '/a');
});

test.run();
