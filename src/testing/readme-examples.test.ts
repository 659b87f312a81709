import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type CodeBlock, codeBlocks } from '../../test/support/readme-blocks';

const SECTION = '## Testing your components (`@svc/embed/testing`)';
/** Where each example block of the section runs, by the language its fence names. */
const FILE_OF_LANGUAGE: Record<string, string> = {
  tsx: 'react-example.test.tsx',
  ts: 'vue-example.test.ts',
};

function readmeBlocks(): CodeBlock[] {
  const readme = readFileSync(join(import.meta.dirname, '../../README.md'), 'utf8');
  return codeBlocks(readme.split(SECTION)[1]?.split('\n## ')[0] ?? '');
}

// The README shows these tests as they run: a block edited on one side only fails here.
describe('README "Testing your components"', () => {
  it('shows the React example, the Vue example, then the ready timeout', () => {
    expect(readmeBlocks().map((block) => block.language)).toEqual(['tsx', 'ts', 'tsx']);
  });

  it.each(readmeBlocks().map((block, index) => [index + 1, block] as const))(
    'block %i is in its test file word for word',
    (_index, { language, code }) => {
      const file = readFileSync(join(import.meta.dirname, FILE_OF_LANGUAGE[language] ?? ''), 'utf8');
      expect(file).toContain(code);
    },
  );
});
