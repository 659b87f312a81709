import { demoLoadsCleanly } from './demo-loads-cleanly';
import { test } from './engine';

test.use({ colorScheme: 'dark', systemColorScheme: 'dark' });
demoLoadsCleanly('dark');
