// The module boundaries in eslint.config.js fire: each forbidden import is an error, its allowed neighbour is not.
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The no-restricted-imports messages for `code` as if it were the file at `filePath`. */
async function restricted(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('lint boundaries', () => {
  test.each([
    ['shared imports web', 'shared/src/x.ts', "import { a } from '../../web/src/lib/api-client';\nexport const b = a;\n"],
    ['shared imports functions', 'shared/src/x.ts', "import { a } from '../../functions/src/domain/errors';\nexport const b = a;\n"],
    ['the domain imports http', 'functions/src/domain/listings/x.ts', "import { a } from '../../http/http-error';\nexport const b = a;\n"],
    ['a server module imports inside another', 'functions/src/domain/reviews/x.ts', "import { a } from '../bookings/store';\nexport const b = a;\n"],
    [
      'a feature imports inside another feature',
      'web/src/features/listings/hooks/x.ts',
      "import { a } from '../../catalogue/api/get-areas';\nexport const b = a;\n",
    ],
  ])('%s: an error', async (_name, file, code) => {
    const messages = await restricted(file, code);
    expect(messages).toHaveLength(1);
  });

  test.each([
    ['shared imports shared', 'shared/src/x.ts', "import { a } from './geo';\nexport const b = a;\n"],
    ['the domain imports the domain', 'functions/src/domain/listings/x.ts', "import { a } from '../errors';\nexport const b = a;\n"],
    ['a server module imports a public entry', 'functions/src/domain/reviews/x.ts', "import { a } from '../bookings';\nexport const b = a;\n"],
    ['a server module imports its own files', 'functions/src/domain/reviews/x.ts', "import { a } from './store';\nexport const b = a;\n"],
    ['a feature imports a public entry', 'web/src/features/listings/hooks/x.ts', "import { a } from '../../catalogue';\nexport const b = a;\n"],
    ['a feature imports its own modules', 'web/src/features/listings/hooks/x.ts', "import { a } from '../api/get-pg';\nexport const b = a;\n"],
    ['http imports the domain', 'functions/src/http/routes/x.ts', "import { a } from '../../domain/listings/detail';\nexport const b = a;\n"],
  ])('%s: allowed', async (_name, file, code) => {
    expect(await restricted(file, code)).toEqual([]);
  });

  test('the MUI barrel rule still applies inside a boundary', async () => {
    expect(await restricted('web/src/features/listings/hooks/x.ts', "import { Button } from '@mui/material';\nexport const b = Button;\n")).toHaveLength(1);
  });
});
