// One lint setup for every workspace: typescript-eslint's type-aware recommended rules on the
// TypeScript sources, and import-x keeping the layering (no cycles, bulletproof-react's zones).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const root = import.meta.dirname;

// Every tsconfig that owns sources; the resolver reads their `paths` (the web's `@/` alias) and
// follows workspace packages (`@notesea/contract`) through node_modules like Node and Vite do.
const projects = [
  'functions/tsconfig.json',
  'web/tsconfig.json',
  'tests/tsconfig.json',
  'tools/tsconfig.json',
  'packages/*/tsconfig.json',
];

// Read, not listed: a feature added or renamed gets its zone without editing this file.
const webFeatures = readdirSync(new URL('./web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// bulletproof-react's unidirectional layering: shared code -> features -> app. Cross-feature
// pieces are composed in app/, never by one feature importing another.
const webZones = [
  ...webFeatures.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other: compose them in web/src/app.',
  })),
  {
    target: './web/src/features',
    from: './web/src/app',
    message: 'Features do not import app/: app composes features, not the other way round.',
  },
  {
    target: [
      './web/src/components',
      './web/src/config',
      './web/src/hooks',
      './web/src/lib',
      './web/src/utils',
    ],
    from: ['./web/src/features', './web/src/app'],
    message: 'Shared web code does not import features or app/: pass what it needs in as props.',
  },
];

// The functions side: lib/ is the framework the modules stand on, and the contract is shared
// with the browser, so neither may reach into the modules (or the server, for the contract).
const functionsZones = [
  {
    target: './functions/src/lib',
    from: './functions/src/modules',
    message: 'functions/src/lib does not import modules: it is what the modules stand on.',
  },
  {
    target: './packages/contract/src',
    from: ['./functions/src/lib', './functions/src/modules', './functions/src/integrations'],
    message: 'The contract runs in the browser too: it imports no server code.',
  },
  {
    target: './web/src',
    from: './functions/src',
    message: 'The web app imports the contract only, never server code.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'functions/lib/**',
      'packages/*/dist/**',
      'web/dist/**',
      '.runtime/**',
      '.deploy/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          // Config files that no workspace tsconfig includes.
          allowDefaultProject: ['vitest.isolation.ts', 'functions/vitest.config.ts'],
          // Their compiler options: Vite loads them, so the web's bundler resolution (and, through
          // vite's types, Node's).
          defaultProject: 'web/tsconfig.json',
        },
        tsconfigRootDir: root,
      },
    },
  },
  {
    // Plain JavaScript (tools/, bench/, configs): tsc checks tools/ through its JSDoc types
    // (tools/tsconfig.json, checkJs; the eval harness is TypeScript); lint applies the syntax
    // rules only, since the typed rules would need every .mjs in a typed project.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: globals.node,
    },
  },
  {
    // Node runs the tools' TypeScript as is, stripping the types: only syntax it can erase.
    // (tools/tsconfig.json cannot set erasableSyntaxOnly: it would judge the functions sources
    // whose types the evals import, and those use parameter properties.)
    files: ['tools/**/*.ts'],
    rules: {
      '@typescript-eslint/parameter-properties': 'error',
      '@typescript-eslint/consistent-type-assertions': ['error', { assertionStyle: 'as' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TSEnumDeclaration:not([declare=true])',
          message: 'Node cannot strip an enum: use a union of literals or an `as const` object.',
        },
        {
          selector: 'TSModuleDeclaration:not([declare=true])',
          message: 'Node cannot strip a namespace: use a module.',
        },
        {
          selector: 'TSImportEqualsDeclaration, TSExportAssignment',
          message: 'Node cannot strip `import =` or `export =`: use ES module syntax.',
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // import-x reads .ts files only when told they are modules (without this no-cycle sees
      // no TypeScript file's imports and reports nothing).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: projects,
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
        }),
        createNodeResolver(),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...webZones, ...functionsZones] },
      ],
    },
  },
  {
    // Test code reads JSON bodies and spies: `any` is what Response.json() and vi.fn() give, and
    // expect(obj.method) is how a spy is checked. The unsafe-any rules guard production code.
    // no-unnecessary-type-assertion's "the receiver accepts the original type" check misfires on
    // widening assertions in generic calls (vi.hoisted(() => ({ fake: undefined as unknown })):
    // its fix turns them into type errors.
    files: [
      'tests/**',
      '**/*.test.{ts,tsx}',
      'functions/src/test-utils/**',
      'web/src/testing/**',
      'web/vitest.setup.ts',
    ],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
    },
  },
  {
    rules: {
      // `async` without `await` is how a function meets a Promise-returning signature (Workbox
      // plugins, the Firestore and Storage fakes, loaders that are async elsewhere); dropping it,
      // as the rule asks, changes the function's type.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
);
