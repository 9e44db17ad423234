import { useT } from '../ui/context';
import { Loader } from '../ui/Loader';
import { Page } from './Page';

/** A page still loading (its code, the flow table): the frame stays, header and Close, with the spinner inside. */
export function PageLoader() {
  const t = useT();
  return (
    <Page title={t('loading')}>
      <Loader label={t('loading')} />
    </Page>
  );
}
