import { pageSheet } from '../styles/pageStyles';
import { useAdoptedSheet } from '../ui/styleRoot';
import { BonusOffer } from './BonusOffer';

/** The carousel on the list, which the first screen's styles do not cover: it brings the pages' styles. */
export default function ListBonusOffer() {
  useAdoptedSheet(pageSheet());
  return <BonusOffer />;
}
