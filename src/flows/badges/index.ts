import { defineFlow } from '../contract/flowDefinition';
import { BadgeMark } from './BadgeMark';

/**
 * The operator's badge mark (an asset text, the handshake's `assets.badge`): no pages of its
 * own; with the list it loads the mark, which the lists' brand and exclusive badges then show.
 */
export const badgesFlow = defineFlow({
  id: 'badges',
  routes: [],
  listExtra: BadgeMark,
});
