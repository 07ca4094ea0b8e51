/** The architecture rules of DESIGN.md §1, checked on every `npm test`. */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-plain-typescript',
      comment: 'domain/ imports no framework, no adapter and no transport',
      severity: 'error',
      from: { path: '^src/modules/[^/]+/domain/' },
      to: {
        path: ['node_modules/(koa|@koa|@mikro-orm|openai|ws|koa-websocket|pg|inversify)/', '^src/modules/[^/]+/(infrastructure|http|realtime)/', '^node:http'],
      },
    },
    {
      name: 'modules-talk-through-index',
      comment: 'a module imports another module only through its index.ts',
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/' },
      to: { path: '^src/modules/([^/]+)/', pathNot: ['^src/modules/$1/', '^src/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'outside-modules-use-index',
      comment: 'the CLI and the composition root reach modules only through index.ts',
      severity: 'error',
      from: { path: '^(cli|src/[^/]+\\.ts$)' },
      to: { path: '^src/modules/[^/]+/', pathNot: '^src/modules/[^/]+/index\\.ts$' },
    },
    {
      name: 'web-imports-only-contract-types',
      comment: 'the web client may import from src/ only type-only, from contract files',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^src/', pathNot: '\\.contracts\\.ts$' },
    },
    {
      name: 'web-contract-imports-are-type-only',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^src/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'platform-knows-no-module',
      comment: 'the shared kernel never depends on a business module',
      severity: 'error',
      from: { path: '^src/platform/' },
      to: { path: '^src/modules/' },
    },
    {
      name: 'container-only-at-composition-roots',
      comment: 'only the composition roots (and tests) assemble the container',
      severity: 'error',
      from: { pathNot: ['^src/(main|server|kernel)\\.ts$', '^cli/', '^test/'] },
      to: { path: '^src/platform/container\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
