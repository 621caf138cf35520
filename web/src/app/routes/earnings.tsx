/**
 * `/earnings` (docs/product.md#earnings-calculator): the earnings calculator on its own page,
 * reached from Team and the header's menu.
 */
import { EarningsCalculator } from '@/features/calculator/components/earnings-calculator';
import { useT } from '@/i18n';

import { PanelPage } from './panel-page';

export default function EarningsRoute() {
  const t = useT();
  return (
    <PanelPage title={t('nav.earnings')} headingId="earnings-calculator">
      {() => <EarningsCalculator />}
    </PanelPage>
  );
}
