// @vitest-environment jsdom
import { describeSimulateEmbed } from '../test-support/simulate-embed-cases';

describeSimulateEmbed();
