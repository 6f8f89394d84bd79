// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.turbo/**', 'wpt/data/**', '.test-results/**', 'docs/api/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-control-regex': 'off',
    },
  },
  {
    // Untrusted input never meets a regular expression in library code (STYLE.md
    // "Untrusted input"): parsers scan with codeUnitAt and tables instead.
    files: ['packages/*/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Literal[regex]', message: 'No regular expressions in packages/*/src (STYLE.md: untrusted input).' },
        { selector: "NewExpression[callee.name='RegExp']", message: 'No regular expressions in packages/*/src.' },
        { selector: "CallExpression[callee.name='RegExp']", message: 'No regular expressions in packages/*/src.' },
        // A non-exported-to-users `const enum` is allowed: bundlers inline its members as
        // literals, where an `as const` object or a module-level const stays a variable the
        // optimizer reloads on every comparison (url-parser/src/code-unit.ts).
        { selector: 'TSEnumDeclaration[const!=true]', message: 'Use `as const` objects, or a `const enum` for inlined constants, not enums (STYLE.md "Types").' },
      ],
    },
  },
  {
    // The parsers read code units through codeUnitAt (each package's code-unit.ts): one
    // reader per package, so how code units are read is decided, and measured, once.
    files: ['packages/{host,idna,percent-encoding,url-parser,urlencoded}/src/**/*.ts'],
    ignores: ['**/code-unit.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { property: 'charCodeAt', message: 'Use codeUnitAt(s, i) from ./code-unit (one reader of code units per package, see code-unit.ts).' },
      ],
    },
  },
  {
    // The lint allowlist for regular expressions: single negated character classes run
    // from lastIndex (linear by construction), see the file's header.
    // urlpattern: the standard is defined by the regular expressions it generates
    // (regexp-create.ts), and name-code-point.ts tests one code point against a class;
    // url-parser's display-host.ts tests one code point of a rendered label at a time.
    files: [
      'packages/url-parser/src/fast-path-scan.ts',
      'packages/host/src/plain-domain.ts',
      'packages/idna/src/long-domain-scan.ts',
      'packages/percent-encoding/src/non-ascii-scan.ts',
      'packages/urlpattern/src/regexp-create.ts',
      'packages/urlpattern/src/name-code-point.ts',
      'packages/url-parser/src/display-host.ts',
    ],
    rules: {
      'no-restricted-syntax': ['error', { selector: 'TSEnumDeclaration[const!=true]', message: 'Use `as const` objects, or a `const enum` for inlined constants, not enums.' }],
    },
  },
  {
    files: ['**/*.mjs', '**/*.cjs', 'tooling/**', 'wpt/scripts/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
