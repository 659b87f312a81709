export { type PostedAction, type SimulatedEmbed, simulateEmbed } from './simulate-embed';
