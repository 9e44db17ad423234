import { startWindowPage } from './page';

startWindowPage();
