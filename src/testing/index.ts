export { quietIframeLoading } from './quiet-iframe-loading';
export { type PostedAction, type SimulatedEmbed, simulateEmbed } from './simulate-embed';
