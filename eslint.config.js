// Type-aware lint rules that catch what the compiler does not: promises nobody awaits, promises
// handed to callbacks that ignore them, and `any` (ADR 0012). `npm test` runs it with zero warnings allowed.
import tseslint from 'typescript-eslint';

const rules = {
  '@typescript-eslint/no-floating-promises': 'error',
  '@typescript-eslint/no-misused-promises': 'error',
  '@typescript-eslint/no-explicit-any': 'error',
};
const typed = (files, project) => ({
  files,
  languageOptions: { parser: tseslint.parser, parserOptions: { project, tsconfigRootDir: import.meta.dirname } },
  plugins: { '@typescript-eslint': tseslint.plugin },
  rules,
});

export default [
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  typed(['src/**/*.ts', 'cli/**/*.{ts,tsx}', 'test/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts', 'migrations/**/*.ts'], './tsconfig.json'),
  typed(['web/src/**/*.{ts,tsx}'], './web/tsconfig.json'),
  // Tests read JSON answers loosely (`res.body.user.id`); the contracts are checked by the server's own validation.
  { files: ['test/**/*.ts'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
];
