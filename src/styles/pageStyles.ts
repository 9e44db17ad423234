import css from './pages.css';
import { sharedSheet } from './sheet';

/** The styles of every page but the first screen's. */
export const pageSheet = sharedSheet(css);
