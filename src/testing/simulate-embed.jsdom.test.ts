// @vitest-environment jsdom
import { describeSimulateEmbed } from '../../test/support/simulate-embed-cases';
import { describeSimulateEmbedTargets } from '../../test/support/simulate-embed-target-cases';

describeSimulateEmbed();
describeSimulateEmbedTargets();
