import { useContext } from 'react';
import { pathOnly } from '../../routes/paths';
import type { NamedMethod } from '../../state/actions/formMethod';
import { useFlowTable } from '../../ui/flowTableContext';
import { RouteMetaContext } from '../Page';
import { PageLoader } from '../PageLoader';

/**
 * A method's own page as a `/form` route shows it: the page its flow draws, framed as the route
 * is (its header flags, whatever the page's own say, and no Back).
 */
export function MethodPageInForm({ named }: { named: NamedMethod }) {
  const flows = useFlowTable();
  const { hideClosingButton, hidePaymentHeader } = useContext(RouteMetaContext);
  const path = pathOnly(flows.methodPath(named.method, named.group !== undefined));
  const route = flows.routes.find((candidate) => candidate.path === path);
  if (!route) return <PageLoader />;
  const Screen = route.screen.Component;
  return (
    <RouteMetaContext.Provider value={{ ...route.meta, backRoute: undefined, hideClosingButton, hidePaymentHeader }}>
      <Screen />
    </RouteMetaContext.Provider>
  );
}
