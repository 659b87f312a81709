import { demoLoadsCleanly } from './demo-loads-cleanly';
import { test } from './engine';

test.use({ colorScheme: 'light', systemColorScheme: 'light' });
demoLoadsCleanly('light');
