// The public entries, read from package.json `exports`: "." is src/index.ts, "./x" is src/x/index.ts.
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

export const ENTRIES = Object.keys(pkg.exports)
  .filter((subpath) => subpath !== './package.json')
  .map((subpath) => {
    const dir = subpath.slice(2);
    return {
      name: dir ? `${pkg.name}/${dir}` : pkg.name,
      outName: dir || 'index',
      file: dir ? `src/${dir}/index.ts` : 'src/index.ts',
    };
  });
