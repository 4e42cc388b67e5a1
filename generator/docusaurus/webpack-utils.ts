// The `utils` Docusaurus hands a plugin's `configureWebpack(config, isServer, utils, content)`. docsgen runs no
// webpack, but a plugin often builds its answer with them (docusaurus-plugin-sass: `[...utils.getStyleLoaders(
// isServer, {}), sassLoader]`): without them it throws and its aliases and loaders' options are lost. So they answer
// loader descriptors of Docusaurus's shape. Their postcss-loader lists no plugins: docsgen prepares the site's CSS
// itself, and only plugins a site's own loader adds join it (webpack-postcss.ts).
type Descriptor = { loader: string; options?: Record<string, unknown> };

/** Docusaurus's `getStyleLoaders(isServer, cssOptions)`: on the server only CSS modules' class names matter. */
function getStyleLoaders(isServer: boolean, cssOptions: Record<string, unknown> = {}): Descriptor[] {
  if (isServer) return [cssOptions.modules ? { loader: 'css-loader', options: cssOptions } : { loader: 'null-loader' }];
  return [
    { loader: 'mini-css-extract-plugin/dist/loader.js', options: { esModule: false } },
    { loader: 'css-loader', options: cssOptions },
    { loader: 'postcss-loader', options: { postcssOptions: { ident: 'postcss', plugins: [] } } },
  ];
}

/** Docusaurus's `getJSLoader({isServer, babelOptions})` (and Docusaurus 2's `getBabelLoader(isServer, babelOptions)`). */
function getJSLoader({ isServer = false, babelOptions }: { isServer?: boolean; babelOptions?: unknown } = {}): Descriptor {
  const caller = { name: isServer ? 'server' : 'client' };
  const options = typeof babelOptions === 'string' ? { babelrc: false, configFile: babelOptions, caller } : { ...(babelOptions as object | undefined), babelrc: false, configFile: false, caller };
  return { loader: 'babel-loader', options };
}

/** What `configureWebpack` gets as `utils`. */
export function configureWebpackUtils() {
  return {
    currentBundler: { name: 'webpack' },
    getStyleLoaders,
    getJSLoader,
    getBabelLoader: (isServer: boolean, babelOptions?: unknown) => getJSLoader({ isServer, babelOptions }),
  };
}
