import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { ownedTablesPlugin } from './tools/eslint/owned-tables.js'

/**
 * Server module boundaries (docs/decisions/0004-payments.md, "Modules own their tables"): a module of
 * apps/server/src/modules reaches another only through its public entry — a service, its plugin, or the
 * Pi client's types — never its repository or internals; and no import cycle. Tests may reach in.
 */
const SERVER_MODULES = 'apps/server/src/modules'
const serverModules = readdirSync(new URL(`./${SERVER_MODULES}`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const PUBLIC_ENTRIES = ['**/*.service.ts', '**/*.plugin.ts', '**/*.dto.ts', '**/pi/pi-client.ts', '**/pi/pi-types.ts']
const serverBoundaries = {
  files: [`${SERVER_MODULES}/**/*.ts`],
  ignores: ['**/*.test.ts', '**/*.test-support.ts', '**/stomp-test-client.ts'],
  plugins: { 'import-x': importX },
  settings: {
    // Parse the imported TypeScript files too (no-cycle follows them); resolve `#src/*` like Node does.
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    'import-x/extensions': ['.ts', '.js'],
    'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'] })],
  },
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        basePath: import.meta.dirname,
        zones: serverModules.map((name) => ({
          target: `./${SERVER_MODULES}/${name}/**/*`,
          from: serverModules.filter((other) => other !== name).map((other) => `./${SERVER_MODULES}/${other}/**/*`),
          except: PUBLIC_ENTRIES,
          message: 'Reach another module through its service (or plugin), never its repository or internals.',
        })),
      },
    ],
    'import-x/no-cycle': ['error', { ignoreExternal: true }],
  },
}

// Owned tables (docs/decisions/0014-owned-tables-and-sql-files.md): a server module imports from the schema,
// and names in its raw SQL, only the tables owners.json gives it, or those its file is listed for there.
const tableOwners = JSON.parse(readFileSync(new URL('apps/server/src/db/schema/owners.json', import.meta.url), 'utf8'))
const ownedTables = {
  files: [`${SERVER_MODULES}/**/*.ts`],
  ignores: ['**/*.test.ts', '**/*.test-support.ts'],
  plugins: { local: ownedTablesPlugin },
  rules: {
    'local/owned-tables': [
      'error',
      {
        modulesDir: fileURLToPath(new URL(`./${SERVER_MODULES}`, import.meta.url)),
        owners: tableOwners.owners,
        exceptions: tableOwners.exceptions,
      },
    ],
  },
}

// Web boundaries (bulletproof-react): shared code (components, config, lib, locales, test) knows no
// feature and no route; a feature knows no other feature (what two share moves to lib/, components/
// or the feature that owns it); routes compose features; and no import cycle. Checked on resolved
// paths, so `#app/...` and relative imports are caught alike.
const WEB_APP = './apps/web/app'
const webFeatures = readdirSync(new URL('apps/web/app/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const webBoundaries = {
  files: ['apps/web/app/**/*.{ts,tsx}'],
  plugins: { 'import-x': importX },
  settings: {
    // Parse the imported TypeScript files too: no-cycle follows them.
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    'import-x/extensions': ['.ts', '.tsx', '.js'],
    'import-x/resolver-next': [
      createTypeScriptImportResolver({
        project: 'apps/web/tsconfig.json',
        // `#app/*` (package.json "imports") names .ts and .tsx files: the resolver reads only the first.
        alias: { '#app': [fileURLToPath(new URL('apps/web/app', import.meta.url))] },
      }),
    ],
  },
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: [
          ...webFeatures.map((feature) => ({
            target: `${WEB_APP}/features/${feature}`,
            from: `${WEB_APP}/features`,
            except: [`./${feature}`],
            message:
              'A feature does not import another one: move what they share to lib/ or components/, or compose them in a route.',
          })),
          {
            target: [
              `${WEB_APP}/components`,
              `${WEB_APP}/config`,
              `${WEB_APP}/lib`,
              `${WEB_APP}/locales`,
              `${WEB_APP}/test`,
            ],
            from: [`${WEB_APP}/features`, `${WEB_APP}/routes`],
            message: 'Shared code does not import features or routes.',
          },
          {
            target: `${WEB_APP}/features`,
            from: `${WEB_APP}/routes`,
            message: 'Features do not import routes; routes compose features.',
          },
        ],
      },
    ],
    'import-x/no-cycle': ['error', { ignoreExternal: true }],
  },
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/dist/**',
      '**/.react-router/**',
      'data/**',
      '**/drizzle/meta/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  webBoundaries,
  {
    // Static files the simulator serves to the browser as they are.
    files: ['apps/server/src/modules/pi-sim/static/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  serverBoundaries,
  ownedTables,
  {
    // Libraries only uploads and pictures need (sharp's libvips, file-type): loaded on first use (lib/sharp.ts).
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test-support.ts', 'apps/server/src/lib/sharp.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'sharp',
              message: 'Load it on first use: loadSharp() from #src/lib/sharp.',
              allowTypeImports: true,
            },
            { name: 'file-type', message: 'Load it on first use, with import().', allowTypeImports: true },
          ],
        },
      ],
    },
  },
)
