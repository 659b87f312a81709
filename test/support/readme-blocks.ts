/** A fenced code block of a Markdown file. */
export interface CodeBlock {
  /** The info string after the opening fence: `ts`, `html`, `sh`, ... (empty when there is none). */
  readonly language: string;
  /** The 1-based line, in the Markdown file, of the block's first line of code. */
  readonly line: number;
  /** The block's first line of code, trimmed: what a table of blocks is keyed by. */
  readonly firstLine: string;
  readonly code: string;
}

/** A `<script>` of an HTML or Vue block that has code of its own (not `src=`). */
export interface InlineScript {
  /** `ts` for `lang="ts"`, else `js`. */
  readonly language: 'ts' | 'js';
  /** The 1-based line, in the Markdown file, of the script's first line (the one of `<script>`). */
  readonly line: number;
  /** What is between `<script ...>` and `</script>`: its first line is the rest of the tag's line. */
  readonly code: string;
}

const FENCE = /^(\s*)(`{3,})(.*)$/;

/** Every fenced block of `markdown`, in order. An unclosed fence throws: the file is broken. */
export function codeBlocks(markdown: string): CodeBlock[] {
  const lines = markdown.split('\n');
  const blocks: CodeBlock[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const open = FENCE.exec(lines[index] as string);
    if (!open) continue;
    const [, indent = '', fence = '', info = ''] = open;
    const end = lines.findIndex((text, at) => at > index && text.trimEnd() === `${indent}${fence}`);
    if (end === -1) throw new Error(`the code block opened on line ${index + 1} is never closed`);
    const code = lines
      .slice(index + 1, end)
      .map((text) => (text.startsWith(indent) ? text.slice(indent.length) : text))
      .join('\n');
    blocks.push({
      language: info.trim(),
      line: index + 2,
      firstLine: (code.split('\n')[0] ?? '').trim(),
      code,
    });
    index = end;
  }
  return blocks;
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/** The inline scripts of an HTML or Vue block; a script with `src` has no code here and is left out. */
export function inlineScripts(block: CodeBlock): InlineScript[] {
  const scripts: InlineScript[] = [];
  for (const match of block.code.matchAll(SCRIPT)) {
    const [, attributes = '', body = ''] = match;
    // An import map is JSON, not a script; e2e/script-tag.spec.ts runs the README's in three engines.
    if (/\ssrc=|\stype="importmap"/.test(attributes)) continue;
    // The body starts right after the tag's `>`, so its first line is the tag's line.
    const tagLine = block.code.slice(0, match.index).split('\n').length - 1;
    scripts.push({
      language: /\blang="ts"/.test(attributes) ? 'ts' : 'js',
      line: block.line + tagLine,
      code: body,
    });
  }
  return scripts;
}
