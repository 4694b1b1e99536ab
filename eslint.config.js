// Flat ESLint config for the whole repo: `npm run lint` (zero warnings allowed).
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The MUI barrels pull every component into dev builds and slow tests; import by path instead.
const MUI_BARRELS = [
  { name: '@mui/material', message: "Import the component by path: import Button from '@mui/material/Button'." },
  { name: '@mui/icons-material', message: "Import the icon by path: import SearchIcon from '@mui/icons-material/Search'." },
];

/**
 * Module boundaries (checked by scripts/lint-boundaries.test.ts). A later `no-restricted-imports` entry replaces an
 * earlier one for the same file, so each boundary repeats the MUI rule.
 */
export const BOUNDARIES = {
  shared: {
    files: ['shared/**/*.ts'],
    patterns: [
      {
        regex: '(^|/)(web|functions)(/|$)|^@kotastay/(web|functions)',
        message: 'shared/ is pure code both sides import: it imports nothing from web/ or functions/.',
      },
    ],
  },
  domain: {
    files: ['functions/src/domain/**/*.ts'],
    // Tests may reach a module's inside (a test double for the gateway, a store's helper).
    ignores: ['**/*.test.ts'],
    patterns: [
      {
        regex: '(^|/)http(/|$)',
        message:
          'The domain never imports the HTTP layer: throw domain errors (domain/errors.ts) and take an Actor, so triggers and scripts can call it.',
      },
      {
        // '../payments/config' (another module's inside) — but not '../payments' (its index.ts) or '../errors'.
        regex: '^\\.\\./[a-z-]+/',
        message: "Import another server module only through its public entry: '../<module>' (domain/<module>/index.ts).",
      },
    ],
  },
  features: {
    files: ['web/src/features/**/*.{ts,tsx}'],
    patterns: [
      {
        // '../../catalogue/api/get-areas' (another feature's inside) — but not '../api/x' within a feature.
        regex: '^(\\.\\./)+(features/)?[a-z-]+/(api|components|hooks|screens|lib|i18n)/',
        message:
          "Import another feature only through its public entry: '../../<feature>' (features/<feature>/index.ts) or a named entry beside it (e.g. '../../costs/owner').",
      },
    ],
  },
};

const restrictedImports = (patterns = []) => ['error', { paths: MUI_BARRELS, patterns }];

export default defineConfig(
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    'web/dist-*/',
    'functions/lib/',
    '**/.cache/',
    'coverage/',
    'e2e/screenshots/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    // Scripts, functions and tests run on Node.
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          caughtErrors: 'none',
        },
      ],
      'no-restricted-imports': restrictedImports(),
    },
  },
  ...Object.values(BOUNDARIES).map(({ files, ignores = [], patterns }) => ({
    files,
    ignores,
    rules: { 'no-restricted-imports': restrictedImports(patterns) },
  })),
);
