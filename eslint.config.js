// Lint, and the architecture rules of docs/architecture.md, Import rules: dependencies point one way,
// core <- nostr <- stores <- hooks <- components <- features <- app, src/core stays pure,
// only src/nostr touches NDK, and a feature, or a domain of src/core, is reached only through its index.ts.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const NDK = { group: ['@nostr-dev-kit/*'], message: 'Only src/nostr may import NDK.' };
const FRAMEWORKS = {
  group: ['react', 'react-dom', 'react-dom/*', 'react-router', 'react-router-dom', 'dexie', 'zustand', 'zustand/*'],
  message: 'src/core is pure TypeScript: no React, router, Dexie or zustand.',
};
const layers = ['config', 'nostr', 'stores', 'hooks', 'components', 'features', 'app'];

/** The folders a layer must not import from: every layer above it. */
function above(layer) {
  const index = layers.indexOf(layer);
  const forbidden = layers.slice(index + 1);
  return {
    regex: `(^|/)(${forbidden.join('|')})(/|$)`,
    message: `${layer} must not depend on ${forbidden.join(', ')} (docs/architecture.md, Import rules).`,
  };
}

/**
 * src/core is grouped by domain (docs/architecture.md, The map): a domain's index.ts is its
 * one face, and the rest of the app imports that, never a file behind it. The build imports
 * the files behind a face (scripts/vite-plugins/core-faces.ts), so a face costs a chunk
 * nothing it does not use.
 */
const CORE_FACES = {
  regex: '(^|/)core/[^/]+/',
  message: 'The app imports a domain of src/core only through its index.ts (docs/architecture.md, Import rules).',
};

/** The domains of src/core, bottom up (docs/architecture.md, The map): each imports only those before it. */
const CORE_DOMAINS = [
  'primitives',
  'layout',
  'events',
  'reference',
  'relays',
  'identity',
  'trust',
  'media',
  'sets',
  'routes',
  'social',
  'feed',
  'search',
  'wall',
  'posting',
  'config',
];

function domainsAbove(index) {
  const above = CORE_DOMAINS.slice(index + 1);
  if (above.length === 0) return [];
  return [
    {
      regex: `^\\.\\./(${above.join('|')})(/|$)`,
      message: `src/core/${CORE_DOMAINS[index]} must not depend on a domain above it: ${above.join(', ')} (docs/architecture.md, The map).`,
    },
  ];
}

/** Every rule of a layer outside src/core takes the faces' rule too: a file's last matching block decides. */
function restrict(...patterns) {
  return { 'no-restricted-imports': ['error', { patterns: [...patterns, CORE_FACES] }] };
}

function restrictCore(...patterns) {
  return { 'no-restricted-imports': ['error', { patterns }] };
}

const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * A feature imports another feature only through that feature's index.ts, which exports
 * just what other features use; a piece that several features share belongs in
 * src/components. The rule sees static imports only, on purpose: a lazily loaded screen is
 * imported with import() of its own module (`import('../scroll/scroll-view')`), which
 * makes that module the root of its own chunk. An index.ts re-exporting the screen would
 * put the screen in the chunk of every file that imports the index statically.
 */
function otherFeatureInternals(feature) {
  const notIndex = '(?!index(\\.tsx?)?$)[^/]';
  return {
    regex: `^(\\.\\./|.*/features/)(?!${feature}/)[^./][^/]*/${notIndex}`,
    message: 'A feature imports another feature only through its index.ts (docs/architecture.md, Import rules).',
  };
}

const DOM_GLOBALS = ['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'indexedDB', 'location', 'HTMLElement', 'fetch'];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-local',
      'dist-hostile',
      'dist-trust',
      'dist-e2e',
      'dist-public',
      'node_modules',
      'test-results',
      'playwright-report',
      '.cache',
      'bench/results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'debug'] }],
      ...restrict(NDK),
    },
  },
  {
    files: ['src/core/**/*.ts'],
    languageOptions: { globals: globals['shared-node-browser'] },
    rules: {
      ...restrictCore(NDK, FRAMEWORKS, { regex: '^\\.\\./', message: 'src/core imports only src/core.' }),
      'no-restricted-globals': ['error', ...DOM_GLOBALS.map((name) => ({ name, message: 'src/core must not touch the DOM.' }))],
    },
  },
  // A domain's files import the files of the domains below it as they need them: its face is
  // for the rest of the app.
  ...CORE_DOMAINS.map((domain, index) => ({
    files: [`src/core/${domain}/**/*.ts`],
    rules: restrictCore(NDK, FRAMEWORKS, { regex: '^\\.\\./\\.\\./', message: 'src/core imports only src/core.' }, ...domainsAbove(index)),
  })),
  { files: ['src/config.ts'], rules: restrict(NDK, above('config')) },
  { files: ['src/nostr/**/*.ts'], rules: restrict(above('nostr')) },
  { files: ['src/stores/**/*.ts'], rules: restrict(NDK, above('stores')) },
  { files: ['src/hooks/**/*.{ts,tsx}'], rules: restrict(NDK, above('hooks')) },
  { files: ['src/components/**/*.{ts,tsx}'], rules: restrict(NDK, above('components')) },
  { files: ['src/features/**/*.{ts,tsx}'], rules: restrict(NDK, above('features')) },
  ...FEATURES.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: restrict(NDK, above('features'), otherFeatureInternals(feature)),
  })),
  // Test-only code (fakes, harnesses, fixtures) lives in tests/, where no build reaches;
  // the app's own files never import it, only its tests do.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['ImportDeclaration', 'ImportExpression', 'ExportNamedDeclaration', 'ExportAllDeclaration'].map((node) => ({
          selector: `${node}[source.value=/(^|\\/)tests\\//]`,
          message: 'Test-only code lives in tests/; only tests import it (docs/architecture.md, Import rules).',
        })),
      ],
    },
  },
  {
    files: ['tests/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.{ts,mjs}', '*.config.{ts,js}'],
    languageOptions: { globals: globals.node },
  },
  // Injected into the page under test as source text.
  { files: ['bench/page-probe.js', 'bench/popular-profile.js', 'bench/popular-counted.js'], languageOptions: { globals: globals.browser } },
  // Playwright fixtures must destructure their (empty) dependencies.
  { files: ['tests/e2e/**/*.ts'], rules: { 'no-empty-pattern': 'off' } },
);
