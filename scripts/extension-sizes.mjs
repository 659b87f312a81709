// What each extension adds to an app that imports the controller or the emitter, in gzip bytes:
// the app module bundled as `npm run size` does, with and without the extension's import.
import { IMPORT_BUDGETS, kb, measureImportBudgets } from './size.mjs';

console.log(
  'command: node scripts/extension-sizes.mjs (esbuild --bundle --minify, NODE_ENV production, gzip -9)',
);
console.log('| import | gzip -9 | adds | budget |\n|---|---|---|---|');
const rows = await measureImportBudgets();
rows.forEach(({ name, gzip, counted, budget }, index) => {
  const extension = IMPORT_BUDGETS[index].beyond !== undefined;
  console.log(`| ${name} | ${kb(gzip)} | ${extension ? kb(counted) : '-'} | ${kb(budget.limit)} |`);
});
