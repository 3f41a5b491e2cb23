import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import nextPlugin from '@next/eslint-plugin-next';

const SERVER = 'packages/server/src';
const TS = '{ts,tsx}';

/** `no-restricted-imports` with one regex per forbidden kind of import (import paths as written). */
const restrict = (...patterns) => ({
  'no-restricted-imports': [
    'error',
    { patterns: patterns.map(([regex, message]) => ({ regex, message, caseSensitive: true })) },
  ],
});

const NO_SERVER_CODE = [
  '^@atelier/server(/|$)|(^|/)packages/server(/|$)',
  'The storefront never imports server code: it reaches the server through @atelier/sdk, from lib/shop.',
];
const NO_SDK = [
  '^@atelier/sdk(/|$)|(^|/)packages/sdk(/|$)',
  'Only apps/storefront/lib/shop imports @atelier/sdk: pages and components go through lib/shop.',
];
const NO_MODULE_INNER_FILES = [
  '(^|/)modules/[^/]+/',
  "A server module is imported through its index ('modules/<module>'), never its inner files.",
];

/**
 * The layout (DESIGN.md section 2), enforced. In flat config the last matching object's options for a
 * rule win, so each file set below states every restriction that applies to it.
 */
function layoutRules() {
  // From a file `depth` folders inside modules/<m>/, '../' repeated `depth` times names modules/: a path
  // that goes on past the module's name is another module's inner file.
  const moduleDepths = [1, 2, 3, 4].map((depth) => ({
    files: [`${SERVER}/modules/${'*/'.repeat(depth)}*.ts`],
    ignores: ['**/*.test.ts'],
    rules: restrict(
      [
        `^(\\.\\./){${depth}}[^./][^/]*/`,
        "A server module imports another module only through its index ('../<module>'), never its inner files.",
      ],
      NO_MODULE_INNER_FILES,
    ),
  }));
  return [
    {
      files: [`apps/storefront/**/*.${TS}`],
      ignores: [`apps/storefront/lib/shop/**`],
      rules: restrict(NO_SERVER_CODE, NO_SDK),
    },
    { files: [`apps/storefront/lib/shop/**/*.${TS}`], rules: restrict(NO_SERVER_CODE) },
    ...moduleDepths,
    {
      files: [`${SERVER}/*.ts`, `${SERVER}/contract/**/*.ts`, 'packages/server/scripts/**/*.ts'],
      ignores: ['**/*.test.ts'],
      rules: restrict(NO_MODULE_INNER_FILES),
    },
    {
      files: [`${SERVER}/http/**/*.ts`],
      rules: restrict([
        '(^|/)modules(/|$)',
        'src/http is the HTTP toolkit: it knows no module (the route list and the area prefixes live in src/routes.ts).',
      ]),
    },
    {
      files: [`${SERVER}/lib/**/*.ts`],
      rules: restrict([
        '^\\.{1,2}/(.*/)?(http|db|modules)(/|$)',
        'src/lib holds general helpers: it imports neither http/, db/ nor a module.',
      ]),
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      '**/.data/**',
      '**/dist/**',
      'packages/server/src/db/migrations/**',
      'bench/results/**',
      '**/next-env.d.ts',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/storefront/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, '@next/next': nextPlugin },
    settings: { next: { rootDir: 'apps/storefront' } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
    },
  },
  ...layoutRules(),
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
