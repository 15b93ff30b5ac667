/**
 * The import directions of STYLE.md, checked by `npm run lint` so CI fails on a violation.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'domain-is-pure',
      comment: 'domain does no I/O and imports no app code',
      severity: 'error',
      from: { path: '^packages/domain' },
      to: { path: '^apps/|^e2e/' },
    },
    {
      name: 'web-and-server-apart',
      comment: 'web and server never import each other',
      severity: 'error',
      from: { path: '^apps/(web|server)/' },
      to: { path: '^apps/(web|server)/', pathNot: '^apps/$1/' },
    },
    {
      name: 'web-app-on-top',
      comment: 'app → features → shared: nothing imports the app layer',
      severity: 'error',
      from: { path: '^apps/web/src/(features|components|lib|config)/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'web-shared-knows-no-feature',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib|config)/' },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'web-feature-isolation',
      comment: 'a feature never imports another feature; pages compose them',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'back-office-shared-knows-no-area',
      comment:
        "the back office's shared folder (its frame, labels, badges) is below its areas, as components/ is below features",
      severity: 'error',
      from: { path: '^apps/web/src/features/back-office/shared/' },
      to: { path: '^apps/web/src/features/back-office/', pathNot: '^apps/web/src/features/back-office/shared/' },
    },
    {
      name: 'server-plugins-no-modules',
      severity: 'error',
      from: { path: '^apps/server/src/plugins/' },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'server-db-at-the-bottom',
      comment: 'routes → service → db',
      severity: 'error',
      from: { path: '^apps/server/src/db/' },
      to: { path: '^apps/server/src/(modules|plugins)/' },
    },
    {
      name: 'server-routes-are-entry-points',
      comment: "a module calls another module's service, never its routes",
      severity: 'error',
      from: { path: '^apps/server/src/modules/' },
      to: { path: '\\.routes\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    tsPreCompilationDeps: true,
    // For the web app's `@/` import alias.
    tsConfig: { fileName: `${__dirname}/tsconfig.depcruise.json` },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
    },
  },
};
