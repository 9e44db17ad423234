import { pageSheet } from '../styles/pageStyles';
import { useAdoptedSheet } from '../ui/styleRoot';
import { BonusOffer, type BonusOfferProps } from './BonusOffer';

/** The carousel, loaded when there are bonuses; it brings the pages' styles (the list's first screen has none of them). */
export default function LoadedBonusOffer(props: BonusOfferProps) {
  useAdoptedSheet(pageSheet());
  return <BonusOffer {...props} />;
}
