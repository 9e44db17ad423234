// Evaluated before the rest of the element (index.ts imports it first): the cashiers in the page's
// markup start their sessions now, not once React DOM, the largest module, has been compiled and run.
import { TAG_NAME } from './tagName';
import { startSessionsInMarkup } from './startedSessions';

startSessionsInMarkup(document, TAG_NAME);
