import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { type CodeBlock, codeBlocks, inlineScripts } from '../test/support/readme-blocks';
import { type Snippet, typeCheckSnippets } from '../test/support/type-check-snippets';
import { generateSessionRequestSchema } from './server/session-request';

// Every code block of README.md (and CONTRIBUTING.md) is type-checked against the library's sources, or exempt with a
// reason: a block copied into an app must work there. Blocks are keyed by their first line.

/** How one README block is checked. */
type BlockCheck =
  /**
   * Type-checked: a `ts`/`tsx`/`js`/`jsx` block as a file of its own, an `html` or `vue` block's
   * inline scripts. `prelude` declares what a fragment uses without declaring it (TypeScript for a
   * TypeScript block, JavaScript for the others); snippets are files at the repository's root.
   */
  | { readonly typeChecked: true; readonly prelude?: string }
  /** Not type-checked, and why. */
  | { readonly exempt: string };

const PROCESS_ENV_TS = 'declare const process: { env: Record<string, string | undefined> };';

const README_BLOCKS: Readonly<Record<string, BlockCheck>> = {
  'npm start   # installs what is missing, builds, starts the demo; open http://localhost:4200': {
    exempt: 'shell commands: CI runs `npm test` (.ci/run) and e2e/npm-start.spec.ts runs `npm start`',
  },
  'npm install @svc/embed': {
    exempt: 'installs the published package; `npm run test:next` installs the packed tarball the same way',
  },
  '<script src="https://cdn.jsdelivr.net/npm/@svc/embed@0.1.0/dist/browser/svc-embed.min.js"': {
    typeChecked: true,
    // The global of the IIFE build, which the <script src> above defines.
    prelude: "import * as SvcEmbed from './src/script-tag/global';",
  },
  '<script type="importmap">': {
    typeChecked: true,
  },
  '// app/api/embed-session/route.js': {
    typeChecked: true,
    prelude: '/** @type {{ env: Record<string, string | undefined> }} */\nconst process = { env: {} };',
  },
  '// app/signed-embed.jsx': { typeChecked: true },
  'npm ci': {
    exempt:
      'shell commands: CI runs `npm ci` and `npm test` (.ci/run), which runs the checks listed; the scripts they name must exist (checked below)',
  },
  "import { createAction, createEvent, safeParseAction, safeParseEvent } from '@svc/embed';": {
    typeChecked: true,
    prelude: 'declare const messageEvent: MessageEvent;',
  },
  "import { createSessionState, nextSessionDeadline, transitionSession } from '@svc/embed';": {
    typeChecked: true,
    prelude: 'declare const expiresAt: number;',
  },
  "import { EmbedController } from '@svc/embed/host';": { typeChecked: true },
  "import { hideEmbed, preloadEmbed, showEmbed } from '@svc/embed/host';": {
    typeChecked: true,
    prelude: 'declare const tenantUrl: string, publicId: string, mintSession: () => Promise<string>;',
  },
  "import { EmbedEmitter } from '@svc/embed/embed';": {
    typeChecked: true,
    prelude: [
      'declare const expiresAt: number;',
      'declare function redeem(sessionId: string, signal?: AbortSignal): Promise<number>;',
      'declare function applyFilter(filterUrlParameter: string): void;',
    ].join('\n'),
  },
  '// The host page': {
    typeChecked: true,
    prelude:
      "import type { EmbedControllerOptions } from '@svc/embed/host';\ndeclare const options: EmbedControllerOptions;",
  },
  '// A tall embed that behaves like part of the page: the host side': {
    typeChecked: true,
    prelude:
      "import type { EmbedControllerOptions } from '@svc/embed/host';\ndeclare const options: EmbedControllerOptions;",
  },
  '// Inside the iframe: the visible region, being seen, scroll requests': {
    typeChecked: true,
    prelude:
      "import type { EmbedEmitterOptions } from '@svc/embed/embed';\ndeclare const options: EmbedEmitterOptions;\ndeclare const tabs: HTMLElement;\ndeclare function resumeLiveTiles(): void;\ndeclare function pauseLiveTiles(): void;",
  },
  "// The embed's route in the address: ?embed=/embed/d/42/app/workbook/130": {
    typeChecked: true,
    prelude:
      "import type { EmbedControllerOptions } from '@svc/embed/host';\ndeclare const options: EmbedControllerOptions;",
  },
  '// Inside the iframe': {
    typeChecked: true,
    prelude:
      "import type { EmbedEmitterOptions } from '@svc/embed/embed';\ndeclare const options: EmbedEmitterOptions;",
  },
  "import type { HostExtension } from '@svc/embed/host';": { typeChecked: true },
  "import { createSessionClient } from '@svc/embed/server';": { typeChecked: true, prelude: PROCESS_ENV_TS },
  'SVC_API_KEY=... svc-embed-sandbox --allowed-origin http://localhost:4200 --port 4100 --token-ttl 4m': {
    exempt: 'shell commands of the sandbox bin: packages/sandbox/server/cli.test.ts parses its flags',
  },
  "import { SvcEmbed } from '@svc/embed/react';": {
    typeChecked: true,
    prelude: [
      "import type { EmbedController } from '@svc/embed/host';",
      'declare const controllerRef: { current: EmbedController | null };',
      'declare const tenantUrl: string;',
      'declare function mintSession(): Promise<string>;',
      'declare const dark: boolean;',
      'declare const status: string;',
      'declare function track(format: string): void;',
      'declare function report(error: unknown): void;',
    ].join('\n'),
  },
  "import { SvcEmbed, SvcEmbedKeepAlive } from '@svc/embed/react';": {
    typeChecked: true,
    prelude: [
      'declare const user: { id: string };',
      'declare const tenantUrl: string;',
      'declare function mintSession(): Promise<string>;',
    ].join('\n'),
  },
  // Its <script setup>; the template needs vue-tsc, which `npm run typecheck:vue` runs on
  // src/vue/fixtures/uses-ref.vue, a component using the same bindings.
  '<script setup lang="ts">': { typeChecked: true },
  '<script type="module">': { typeChecked: true },
  // "Testing your components": src/testing/readme-examples.test.ts also holds each block equal to
  // the test file that runs it.
  "import type { EmbedController } from '@svc/embed/react';": { typeChecked: true },
  "import { simulateEmbed } from '@svc/embed/testing';": { typeChecked: true },
  "it('reports an embed that never says ready', async () => {": {
    typeChecked: true,
    prelude: [
      "import { SvcEmbed } from '@svc/embed/react';",
      "import { act, render } from '@testing-library/react';",
      "import { expect, it, vi } from 'vitest';",
    ].join('\n'),
  },
};

/** README.md, and CONTRIBUTING.md, where the README's section for contributors moved. */
const DOCUMENTS = ['README.md', 'CONTRIBUTING.md'];
const BLOCKS: (CodeBlock & { file: string })[] = DOCUMENTS.flatMap((file) =>
  codeBlocks(readFileSync(join(import.meta.dirname, '..', file), 'utf8')).map((block) => ({
    ...block,
    file,
  })),
);

const describeBlock = (block: CodeBlock & { file?: string }) =>
  `${block.file ?? 'README.md'} line ${block.line} (${block.language} block "${block.firstLine}")`;

/** A script-tag build's address is read as its entry: `.../dist/browser/element.js` is `@svc/embed/element`. */
const readAsEntry = (code: string) =>
  code.replace(
    /https:\/\/cdn\.jsdelivr\.net\/npm\/@svc\/embed@[^/]+\/dist\/browser\/(\w+)\.js/g,
    '@svc/embed/$1',
  );

/** The snippets of a block: itself for code, its inline scripts for markup, none for anything else. */
function snippetsOf(block: CodeBlock, prelude: string): Snippet[] {
  if (['ts', 'tsx', 'js', 'jsx'].includes(block.language)) {
    return [{ language: block.language as Snippet['language'], code: block.code, prelude, line: block.line }];
  }
  if (block.language !== 'html' && block.language !== 'vue') return [];
  return inlineScripts(block).map((script) => ({
    language: script.language,
    code: readAsEntry(script.code),
    prelude,
    line: script.line,
  }));
}

const typeCheckedBlocks = BLOCKS.flatMap((block) => {
  const check = README_BLOCKS[block.firstLine];
  return check && 'typeChecked' in check ? [{ block, snippets: snippetsOf(block, check.prelude ?? '') }] : [];
});

describe('README.md code blocks', () => {
  it('each have one entry in README_BLOCKS, and each entry a block', () => {
    const problems: string[] = [];
    const firstLines = BLOCKS.map((block) => block.firstLine);
    for (const block of BLOCKS) {
      if (firstLines.indexOf(block.firstLine) !== firstLines.lastIndexOf(block.firstLine)) {
        problems.push(
          `${describeBlock(block)} starts like another block: make its first line differ (a comment saying what it is)`,
        );
      } else if (!Object.hasOwn(README_BLOCKS, block.firstLine)) {
        problems.push(
          `${describeBlock(block)} has no entry in README_BLOCKS of src/readme-snippets.test.ts: add one keyed by its first line, ` +
            '{ typeChecked: true } (with a prelude declaring what a fragment leaves out) or { exempt: "why it cannot be checked" }',
        );
      }
    }
    for (const [firstLine, check] of Object.entries(README_BLOCKS)) {
      if (!firstLines.includes(firstLine)) {
        problems.push(
          `README_BLOCKS has an entry for "${firstLine}", but no block of README.md starts so: remove it or update its key`,
        );
      }
      if ('exempt' in check && check.exempt.trim() === '')
        problems.push(`"${firstLine}" is exempt without a reason`);
    }
    for (const { block, snippets } of typeCheckedBlocks) {
      if (snippets.length === 0)
        problems.push(`${describeBlock(block)} has no code to type-check: exempt it, saying why`);
    }
    expect(problems).toEqual([]);
  });

  it('type-check against the library', () => {
    const all = typeCheckedBlocks.flatMap(({ snippets }) => snippets);
    const errors = typeCheckSnippets(all);
    const found = typeCheckedBlocks.flatMap(({ block, snippets }) =>
      snippets.flatMap((snippet) =>
        (errors.get(snippet) ?? []).map((error) => `${describeBlock(block)}, ${error}`),
      ),
    );
    expect(found).toEqual([]);
  }, 30_000);

  it('type the body of every mint: returning it instead of its sessionId is a type error', () => {
    // `response.json()` is `any`: untyped, a mint that returns the whole body type-checks and fails at run time.
    const mints = typeCheckedBlocks.flatMap(({ block, snippets }) =>
      snippets
        .filter((snippet) => snippet.code.includes('return body.sessionId;'))
        .map((snippet) => ({
          block,
          snippet: { ...snippet, code: snippet.code.replace('return body.sessionId;', 'return body;') },
        })),
    );
    const untypedJson = BLOCKS.filter((block) => /return \(await \w+\.json\(\)\)/.test(block.code));
    expect(untypedJson.map(describeBlock)).toEqual([]);
    expect(mints.length).toBeGreaterThanOrEqual(4);
    const errors = typeCheckSnippets(mints.map(({ snippet }) => snippet));
    const accepted = mints.filter(({ snippet }) => (errors.get(snippet) ?? []).length === 0);
    expect(accepted.map(({ block }) => describeBlock(block))).toEqual([]);
  }, 30_000);

  it('check the status of every fetch before reading its body', () => {
    // `r.json()` on a failed response throws "Unexpected end of JSON input" instead of naming the status.
    const unchecked = BLOCKS.filter((block) => {
      const fetches = block.code.match(/\bfetch\(/g)?.length ?? 0;
      const checks = block.code.match(/!\w+\.ok\)/g)?.length ?? 0;
      return fetches > checks;
    });
    expect(unchecked.map(describeBlock)).toEqual([]);
  });

  it('give generateSession literal values its request accepts', () => {
    // A type-check takes any string; the request's rules (embedTenantName's length, ...) are checked here.
    const { shape } = generateSessionRequestSchema.def;
    const refused: string[] = [];
    for (const { block, snippets } of typeCheckedBlocks) {
      for (const { code } of snippets) {
        for (const [field, value] of generateSessionLiterals(code)) {
          const rule = shape[field as keyof typeof shape];
          const result = rule?.safeParse(value);
          if (!result?.success) refused.push(`${describeBlock(block)}: ${field}: ${JSON.stringify(value)}`);
        }
      }
    }
    expect(refused).toEqual([]);
  });

  it('run only npm scripts that package.json has', () => {
    const { scripts } = JSON.parse(readFileSync(join(import.meta.dirname, '../package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const named = BLOCKS.filter((block) => block.language === 'sh').flatMap((block) =>
      [...block.code.matchAll(/\bnpm (?:run ([\w:-]+)|(start|test)\b)/g)].map(([, run, builtIn]) => ({
        block,
        script: (run ?? builtIn) as string,
      })),
    );
    expect(named.length).toBeGreaterThan(0);
    const missing = named.filter(({ script }) => !Object.hasOwn(scripts, script));
    expect(missing.map(({ block, script }) => `${describeBlock(block)}: npm run ${script}`)).toEqual([]);
  });
});

/** The fields of each `generateSession({ ... })` call's object literal whose values are literals. */
function generateSessionLiterals(code: string): [field: string, value: unknown][] {
  const source = ts.createSourceFile('snippet.tsx', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: [string, unknown][] = [];
  const visit = (node: ts.Node): void => {
    const [argument] = ts.isCallExpression(node) ? node.arguments : [];
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'generateSession' &&
      argument &&
      ts.isObjectLiteralExpression(argument)
    ) {
      for (const property of argument.properties) {
        if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) continue;
        const value = literalValue(property.initializer);
        if (value !== undefined) found.push([property.name.text, value]);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function literalValue(node: ts.Expression): unknown {
  if (ts.isStringLiteralLike(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  return undefined;
}
