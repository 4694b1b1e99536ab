// Flat ESLint config for the whole repo: `npm run lint` (zero warnings allowed).
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
      // The MUI barrels pull every component into dev builds and slow tests; import by path instead.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mui/material',
              message: "Import the component by path: import Button from '@mui/material/Button'.",
            },
            {
              name: '@mui/icons-material',
              message: "Import the icon by path: import SearchIcon from '@mui/icons-material/Search'.",
            },
          ],
        },
      ],
    },
  },
);
