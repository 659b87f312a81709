// @vitest-environment happy-dom
import { describeSimulateEmbed } from '../test-support/simulate-embed-cases';

describeSimulateEmbed();
